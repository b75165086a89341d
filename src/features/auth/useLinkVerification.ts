import { useCallback, useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../api/contract';

export type LinkVerification =
  | { status: 'loading' }
  | { status: 'done' }
  | { status: 'failed'; message: string; retry: () => void };

/**
 * A magic link checks itself on load (spec: loading, done, failed with retry). A failure is said
 * on the card, beside its Retry, and nowhere else. It runs once per
 * token: StrictMode mounts effects twice, and a second request would race the first for a
 * single-use token and report a failure the user never caused.
 */
export function useLinkVerification(token: string, verify: (token: string) => Promise<void>): LinkVerification {
  const { mutate, status, error } = useMutation({ mutationFn: verify });
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (started.current === token) return;
    started.current = token;
    mutate(token);
  }, [token, mutate]);

  const retry = useCallback(() => mutate(token), [token, mutate]);

  if (status === 'success') return { status: 'done' };
  if (status === 'error') return { status: 'failed', message: errorMessage(error), retry };
  return { status: 'loading' };
}
