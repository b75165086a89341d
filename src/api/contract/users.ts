import { array, number, object, string, type Infer } from 'superstruct';
import { id } from './fields';
import { Email, OptionalNewPassword, PersonName, fieldLabels } from './primitives';
import { User, UserAccount } from './user';

/** Spec 3 "Selectable user option". */
export const UserOption = object({ id: number(), first_name: string(), last_name: string() });
export type UserOption = Infer<typeof UserOption>;

export const UserOptionList = array(UserOption);

/** Spec 5 "Primary contact change". */
export const primaryContactMessages = {
  adminRequired: 'Please select an admin',
} as const;

/** PUT user/promote-admin-to-primary-contact (bearer of the chosen account). */
export const PromotePrimaryContactRequest = object({ user_id: id('User', primaryContactMessages.adminRequired) });
export type PromotePrimaryContactRequest = Infer<typeof PromotePrimaryContactRequest>;

/** Not shown by the spec: the account as the caller now sees it, with its new primary contact. */
export const PromotePrimaryContactResponse = object({ message: string(), account: UserAccount });
export type PromotePrimaryContactResponse = Infer<typeof PromotePrimaryContactResponse>;

/** PUT user/update-me: confirm_password and an empty password are removed before sending. */
export const UpdateMeRequest = object({
  first_name: PersonName(fieldLabels.firstName),
  last_name: PersonName(fieldLabels.lastName),
  email: Email,
  password: OptionalNewPassword,
});
export type UpdateMeRequest = Infer<typeof UpdateMeRequest>;

export const UpdateMeResponse = object({ user: User });
export type UpdateMeResponse = Infer<typeof UpdateMeResponse>;
