import { array, number, object, refine, string, type Infer, type Struct } from 'superstruct';
import { id, optionalText } from './fields';
import { Email, OptionalNewPassword, OtpCode, PersonName, fieldLabels, limits } from './primitives';
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

/** The profile's proof of the current password, asked before the password or the e-mail changes. */
export const profileMessages = {
  currentPasswordLabel: 'Current password',
  currentPasswordRequired: 'Enter your current password.',
  currentPasswordWrong: 'The current password is not correct.',
} as const;

export const CurrentPassword = optionalText({ label: profileMessages.currentPasswordLabel, max: limits.password, secret: true });

type WithCurrentPassword = { password?: string | null; current_password?: string | null };

/**
 * A new password needs the current one (reported on current_password). A new e-mail needs it too,
 * which only the side that knows the current address can tell: the server and the profile form.
 */
export function currentPasswordWhenChanging<T extends WithCurrentPassword, S>(struct: Struct<T, S>): Struct<T, S> {
  return refine(struct, 'CurrentPasswordWhenChanging', (values) =>
    !values.password || values.current_password
      ? true
      : { path: ['current_password'], message: profileMessages.currentPasswordRequired },
  );
}

/** PUT user/update-me: confirm_password and an empty password are removed before sending. */
export const UpdateMeRequest = currentPasswordWhenChanging(
  object({
    first_name: PersonName(fieldLabels.firstName),
    last_name: PersonName(fieldLabels.lastName),
    email: Email,
    password: OptionalNewPassword,
    current_password: CurrentPassword,
  }),
);
export type UpdateMeRequest = Infer<typeof UpdateMeRequest>;

export const UpdateMeResponse = object({ user: User });
export type UpdateMeResponse = Infer<typeof UpdateMeResponse>;

/** A profile e-mail change waiting for its proof (user/verify-new-email, user/resend-new-email). */
export const emailChangeMessages = {
  nothingPending: 'There is no new email address waiting to be verified.',
} as const;

/** POST user/verify-new-email: the code mailed to the pending address; answers UpdateMeResponse. */
export const VerifyNewEmailRequest = object({ otp: OtpCode });
export type VerifyNewEmailRequest = Infer<typeof VerifyNewEmailRequest>;
