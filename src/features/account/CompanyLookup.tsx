import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Box, Input, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useField, useForm } from 'react-final-form';
import { DEFAULT_COUNTRY, type CompanySearchResult, accountLimits } from '../../api/contract';
import { FALLBACK_MESSAGE } from '../../api/contract';
import { companyLookupTexts as texts } from '../../i18n/account';
import { useSession } from '../../session/SessionProvider';
import { FieldFrame, visibleError } from '../../ui/form';
import { CompanySuggestions } from './CompanySuggestions';
import { companySearchQuery } from './queries';
import type { AccountFormValues } from './validation';

export const LOOKUP_DELAY_MS = 300;
export const LOOKUP_MIN_CHARS = 2;

/** Spec 8: the failure's own message, else the lookup's. The HTTP layer's generic fallback counts as none. */
export function lookupErrorMessage(error: unknown): string {
  return error instanceof Error && error.message && error.message !== FALLBACK_MESSAGE ? error.message : texts.failed;
}

/**
 * The account name of a UK registered company (spec 2): typing searches the company register
 * (debounced, from 2 characters) and picking a suggestion fills the name, registration number and
 * address. The name stays free text, so a company the register does not know can still be entered.
 */
export function CompanyLookup({ label }: { label: string }) {
  const form = useForm<AccountFormValues>();
  const { input, meta } = useField<string, HTMLInputElement>('account_name');
  const { user, selectedAccount } = useSession();
  const listId = useId();
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
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
  const results = query.data ?? [];
  const listOpen = searching && !query.isError;
  // The failure stays under the field after the list closes, until the next search.
  const failure = text.length >= LOOKUP_MIN_CHARS && query.isError ? lookupErrorMessage(query.error) : null;

  const onChange = (value: string) => {
    input.onChange(value);
    // Spec 2: the account name is copied into the account reference; the user may edit it after.
    form.change('account_reference', value || undefined);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setSearch(value);
      setActive(-1);
      setOpen(true);
    }, LOOKUP_DELAY_MS);
  };

  const pick = (company: CompanySearchResult) => {
    form.batch(() => {
      form.change('account_name', company.company_name);
      form.change('account_reference', company.company_name);
      form.change('registration_number', company.company_number);
      form.change('address_1', company.address_1);
      form.change('address_2', company.address_2 || undefined);
      form.change('city', company.city || undefined);
      form.change('postal_code', company.postcode);
      form.change('country', DEFAULT_COUNTRY);
    });
    clearTimeout(timer.current);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && results.length) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => Math.min(index + 1, results.length - 1));
    } else if (event.key === 'ArrowUp' && results.length) {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter' && listOpen && results[active]) {
      // Enter picks the highlighted company instead of submitting the form.
      event.preventDefault();
      pick(results[active]);
    } else if (event.key === 'Escape' && listOpen) {
      // Only the list closes: a dialog or menu around the form stays open.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <FieldFrame label={label} error={visibleError(meta)} helperText={failure ? undefined : texts.hint}>
      <Box position="relative" width="full">
        <Input
          name={input.name}
          value={input.value ?? ''}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => input.onFocus()}
          onBlur={() => {
            input.onBlur();
            // A search still waiting for the typing pause would open the list on a field already left.
            clearTimeout(timer.current);
            setOpen(false);
          }}
          type="text"
          autoComplete="off"
          maxLength={accountLimits.companySearch}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={listOpen}
          aria-controls={listOpen && results.length ? listId : undefined}
          aria-activedescendant={listOpen && results[active] ? `${listId}-${active}` : undefined}
        />
        {listOpen ? (
          <CompanySuggestions
            id={listId}
            label={texts.suggestions}
            loading={query.isPending}
            results={results}
            active={active}
            onPick={pick}
            onHover={setActive}
          />
        ) : null}
      </Box>
      {failure ? (
        <Text role="alert" color="fg.error" fontSize="xs">
          {failure}
        </Text>
      ) : null}
    </FieldFrame>
  );
}
