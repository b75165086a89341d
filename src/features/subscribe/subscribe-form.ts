import { type } from 'superstruct';
import { SubscribeRequest, TENANCY, billingMessages, type UserAccount, type UserOption } from '../../api/contract';
import { id } from '../../api/contract/fields';
import { structValidator } from '../../ui/form/validator';

/**
 * The subscribe form: which account subscribes (its token becomes the bearer, so the field is not
 * sent) and which of its members start out excluded.
 */
export type SubscribeFormValues = { account_id?: number; excluded_users: number[] };

/** Spec 6: only accounts the user administers are offered for subscribing. */
export const ownedAccounts = (accounts: readonly UserAccount[]): UserAccount[] =>
  accounts.filter((account) => account.tenancy === TENANCY.ADMINISTRATOR);

/** Spec 4 "Subscribe": the first administrator account is preselected. */
export const initialSubscribeValues = (owned: readonly UserAccount[]): SubscribeFormValues => ({
  account_id: owned[0]?.id,
  excluded_users: [],
});

/** Spec 5 "Subscribe": 'Please select an account.'; the excluded users as the server checks them. */
export const validateSubscribe = structValidator(
  type({ account_id: id('Account', billingMessages.selectAccount), excluded_users: SubscribeRequest.schema.excluded_users }),
);

export const toSubscribeRequest = (packageId: number, values: SubscribeFormValues): SubscribeRequest => ({
  package_id: packageId,
  excluded_users: values.excluded_users,
});

/**
 * Who may be excluded: every member but the subscriber. An administrator uses every app of the
 * account anyway (spec 6), so excluding oneself would only block the person paying.
 */
export const excludableMembers = (members: readonly UserOption[], selfId: number | undefined) =>
  members
    .filter((member) => member.id !== selfId)
    .map((member) => ({ value: member.id, label: `${member.first_name} ${member.last_name}`.trim() }));
