import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingApi } from '../../api/billing';
import { errorMessage } from '../../api/contract';
import { checkoutReturnTexts } from '../../i18n/subscribe';
import { clearPendingCheckout, readPendingCheckout, savePendingCheckout } from '../../session/pending-checkout';
import { useSession } from '../../session/SessionProvider';
import { toastError, toastSuccess } from '../../ui/toast';

export type CheckoutVerification =
  | { status: 'verifying' }
  /** Verified and the account selected: `accountId` is the account that now holds the package. */
  | { status: 'verified'; accountId: number }
  | { status: 'failed'; reason: string };

/**
 * Spec 4 "Checkout return": keeps the checkout id as the verification id if none is saved (so a
 * sign-in in between resumes here), checks it once, forgets it whatever the answer, and selects
 * the account the answer names. The id in the address is the checkout that just came back, so it
 * is the one checked; the saved one serves the resume after sign-in, whose address has none.
 */
export function useCheckoutVerification(provider: string, addressId: string | null): CheckoutVerification {
  const { selectAccount, user } = useSession();
  const queryClient = useQueryClient();
  const [pendingId] = useState(() => addressId ?? readPendingCheckout()?.id ?? null);
  const [accountId, setAccountId] = useState<number | null>(null);
  const check = useMutation({
    mutationFn: (id: string) => billingApi.checkSubscription(id),
    onSettled: () => clearPendingCheckout(),
    onSuccess: (answer) => {
      // Everything the account's screens keep (its apps, its members' apps) predates the subscription.
      void queryClient.invalidateQueries({ queryKey: [user?.id ?? 0, answer.account_id] });
      selectAccount(answer.account_id);
      setAccountId(answer.account_id);
      toastSuccess(answer.message);
    },
    onError: toastError,
  });
  const { mutate } = check;

  // Once per id: StrictMode runs effects twice, and a second check of a checkout would race the
  // first and report a failure the user never caused.
  const started = useRef<string | null>(null);
  useEffect(() => {
    if (pendingId === null || started.current === String(pendingId)) return;
    started.current = String(pendingId);
    if (addressId !== null && readPendingCheckout() === null) savePendingCheckout({ provider, id: addressId });
    mutate(String(pendingId));
  }, [pendingId, addressId, provider, mutate]);

  if (pendingId === null) return { status: 'failed', reason: checkoutReturnTexts.missingId };
  if (check.isError) return { status: 'failed', reason: errorMessage(check.error) };
  if (accountId !== null) return { status: 'verified', accountId };
  return { status: 'verifying' };
}
