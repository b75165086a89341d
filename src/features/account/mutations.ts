import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_TYPE, DEFAULT_COUNTRY, type CreateAccountRequest, type UpdateAccountRequest, type UserAccount } from '../../api/contract';
import { accountsApi } from '../../api/accounts';
import { twoStepApi } from '../../api/two-step';
import { usersApi } from '../../api/users';
import { useSession } from '../../session/SessionProvider';
import type { AccountFormValues } from './validation';

const trimmed = (value: string | undefined): string => value?.trim() ?? '';
/** Blank optional account fields are sent as null: "none", which the account model can hold. */
const orNull = (value: string | undefined): string | null => trimmed(value) || null;

/**
 * PUT account: the form's fields, trimmed. A private individual has no registration number, so a
 * value left over from trying another type is not sent. Address lines stay strings (the address
 * model has no nulls).
 */
export function toUpdateRequest(values: AccountFormValues): UpdateAccountRequest {
  const company = values.account_type_id !== ACCOUNT_TYPE.PRIVATE_INDIVIDUAL;
  return {
    account_type_id: values.account_type_id,
    account_name: trimmed(values.account_name),
    account_reference: trimmed(values.account_reference),
    tax_number: orNull(values.tax_number),
    phone_number: trimmed(values.phone_number),
    registration_number: company ? orNull(values.registration_number) : null,
    country: values.country || DEFAULT_COUNTRY,
    address_1: trimmed(values.address_1),
    address_2: trimmed(values.address_2),
    city: trimmed(values.city),
    postal_code: trimmed(values.postal_code),
  };
}

/** POST account: the same, plus the company country (only companies and organisations have one). */
export function toCreateRequest(values: AccountFormValues): CreateAccountRequest {
  const company = values.account_type_id !== ACCOUNT_TYPE.PRIVATE_INDIVIDUAL;
  return { ...toUpdateRequest(values), company_country: company ? values.company_country || DEFAULT_COUNTRY : null };
}

/**
 * Spec 4 "Account create/update". Mutations run once and at once (the query client's defaults):
 * offline, http.ts refuses them with its message and the form keeps what was typed.
 */
export function useCreateAccount() {
  const { setAccounts, selectAccount } = useSession();
  return useMutation({
    mutationFn: (values: AccountFormValues) => accountsApi.create(toCreateRequest(values)),
    onSuccess: (account) => {
      setAccounts((list) => [...list, account]);
      selectAccount(account.id);
    },
  });
}

const replaceAccount = (account: UserAccount) => (list: UserAccount[]) =>
  list.map((entry) => (entry.id === account.id ? account : entry));

/** The chosen account, with its token as bearer; the saved account replaces its entry and stays selected. */
export function useUpdateAccount(accountToken: string) {
  const { setAccounts } = useSession();
  return useMutation({
    mutationFn: (values: AccountFormValues) => accountsApi.update(toUpdateRequest(values), accountToken),
    onSuccess: (account) => setAccounts(replaceAccount(account)),
  });
}

/** Spec 4 "Primary contact": the answer carries the account as it now is. */
export function usePromotePrimaryContact(accountToken: string) {
  const { setAccounts } = useSession();
  return useMutation({
    mutationFn: (userId: number) => usersApi.promoteToPrimaryContact(userId, accountToken),
    onSuccess: ({ account }) => setAccounts(replaceAccount(account)),
  });
}

/**
 * The account's two-step policy, saved on its own (not with the form). The answer is the account
 * as it now is, and replaces its entry like a saved form does.
 */
export function useRequireTwoStep(accountToken: string) {
  const { setAccounts } = useSession();
  return useMutation({
    mutationFn: (required: boolean) => twoStepApi.requireTwoStep(required, accountToken),
    onSuccess: (account) => setAccounts(replaceAccount(account)),
  });
}
