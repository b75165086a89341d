import { useCallback, useState } from 'react';
import { ApiError } from '../../api/contract';
import { isPasskeyCancel } from './passkey-ceremony';

export type PasskeyStep = {
  /** Runs one passkey attempt; a cancelled prompt leaves no error behind. */
  start: (attempt: () => Promise<void>) => Promise<void>;
  busy: boolean;
  /** The last attempt's failure (the server's refusal, or the browser's), until the next attempt. */
  error: unknown;
};

/** A passkey button's state: at most one attempt at a time, and what its failure was. */
export function usePasskeyStep(): PasskeyStep {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const start = useCallback(async (attempt: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await attempt();
    } catch (failure) {
      if (isPasskeyCancel(failure)) return;
      // The API layer logs its own refusals; the browser's failures are logged here.
      if (!(failure instanceof ApiError)) console.error(failure);
      setError(failure);
    } finally {
      setBusy(false);
    }
  }, []);
  return { start, busy, error };
}
