import { refine, type } from 'superstruct';
import {
  EMAIL_PATTERN, OptionalConfirmPassword, TypedOtpCode, UpdateMeRequest, confirmationWhenChanging, currentPasswordWhenChanging, passwordsMatch,
  profileMessages, type User,
} from '../../api/contract';
import { structValidator } from '../../ui/form/validator';

/** What the profile form holds; the password fields stay empty unless the user changes it. */
export type ProfileValues = {
  first_name: string;
  last_name: string;
  email: string;
  password?: string;
  confirm_password?: string;
  current_password?: string;
};

/** A new address is one typed in full and unlike the current one; until then, the e-mail field's own error speaks. */
const isNewAddress = (typed: string | undefined, current: string) => {
  const email = (typed ?? '').trim().toLowerCase();
  return EMAIL_PATTERN.test(email) && email !== current.trim().toLowerCase();
};

/**
 * Spec 5 "Profile": update-me's own fields (an empty password keeps the current one), plus the
 * confirmation, asked for once a new password is typed and then required to match, and the
 * current password, asked for once the password or the e-mail (`currentEmail` until now) changes.
 */
export function profileForm(currentEmail: string) {
  const fields = type({ ...UpdateMeRequest.schema, confirm_password: OptionalConfirmPassword });
  const withProof = refine(currentPasswordWhenChanging(fields), 'CurrentPasswordForNewEmail', (values) =>
    !isNewAddress(values.email, currentEmail) || values.current_password
      ? true
      : { path: ['current_password'], message: profileMessages.currentPasswordRequired },
  );
  return passwordsMatch(confirmationWhenChanging(withProof));
}

export const profileValidator = (currentEmail: string) => structValidator(profileForm(currentEmail));

/** The form's starting values: the session user's details, no password. */
export function profileValues(user: Pick<User, 'first_name' | 'last_name' | 'email'>): ProfileValues {
  return { first_name: user.first_name, last_name: user.last_name, email: user.email };
}

/**
 * Spec 7 `PUT user/update-me`: names and e-mail trimmed; confirm_password never sent, and the
 * password and current password only when typed (an empty one would otherwise be read as "set to
 * empty").
 */
export function toUpdateMeRequest(values: ProfileValues): UpdateMeRequest {
  const body: UpdateMeRequest = {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
  };
  if (values.password) body.password = values.password;
  if (values.current_password) body.current_password = values.current_password;
  return body;
}

/** The code mailed to a pending address, as typed: the spec's OTP rules (six digits, required). */
export const validateNewEmailCode = structValidator(type({ otp: TypedOtpCode }));
export type NewEmailCodeValues = { otp: string };
