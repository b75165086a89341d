import { useCallback, useEffect, useRef, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FALLBACK_MESSAGE } from '../../api/contract';
import { companyLookupTexts as texts } from '../../i18n/account';
import { useSession } from '../../session/SessionProvider';
import { companySearchQuery } from './queries';

export const LOOKUP_DELAY_MS = 300;
export const LOOKUP_MIN_CHARS = 2;

/** Spec 8: the failure's own message, else the lookup's. The HTTP layer's generic fallback counts as none. */
export function lookupErrorMessage(error: unknown): string {
  return error instanceof Error && error.message && error.message !== FALLBACK_MESSAGE ? error.message : texts.failed;
}

/**
 * The company register search behind the lookup: what is typed is searched once the typing pauses
 * (LOOKUP_DELAY_MS), from LOOKUP_MIN_CHARS characters, and the suggestion list opens then.
 */
export function useCompanySearch(onSettled: () => void) {
  const { user, selectedAccount } = useSession();
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const text = search.trim();
  const searching = open && text.length >= LOOKUP_MIN_CHARS;
  const query = useQuery({
    ...companySearchQuery(user?.id ?? 0, selectedAccount?.id ?? null, text),
    enabled: searching,
    // While the next answer loads, the previous suggestions stay instead of flickering away.
    placeholderData: keepPreviousData,
  });

  const typed = useCallback(
    (value: string) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        setSearch(value);
        setOpen(true);
        onSettled();
      }, LOOKUP_DELAY_MS);
    },
    [onSettled],
  );

  /** Closes the list, and drops a search still waiting for the typing pause. */
  const close = useCallback(() => {
    clearTimeout(timer.current);
    setOpen(false);
  }, []);

  return {
    results: query.data ?? [],
    loading: query.isPending,
    listOpen: searching && !query.isError,
    // The failure stays under the field after the list closes, until the next search.
    failure: text.length >= LOOKUP_MIN_CHARS && query.isError ? lookupErrorMessage(query.error) : null,
    typed,
    open: useCallback(() => setOpen(true), []),
    close,
  };
}
