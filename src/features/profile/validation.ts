import { type } from 'superstruct';
import {
  OptionalConfirmPassword, UpdateMeRequest, confirmationWhenChanging, passwordsMatch, type User,
} from '../../api/contract';
import { structValidator } from '../../ui/form/validator';

/** What the profile form holds; both password fields stay empty unless the user changes it. */
export type ProfileValues = {
  first_name: string;
  last_name: string;
  email: string;
  password?: string;
  confirm_password?: string;
};

/**
 * Spec 5 "Profile": update-me's own fields (an empty password keeps the current one), plus the
 * confirmation, asked for once a new password is typed and then required to match.
 */
export const ProfileForm = passwordsMatch(
  confirmationWhenChanging(type({ ...UpdateMeRequest.schema, confirm_password: OptionalConfirmPassword })),
);

export const validateProfile = structValidator(ProfileForm);

/** The form's starting values: the session user's details, no password. */
export function profileValues(user: Pick<User, 'first_name' | 'last_name' | 'email'>): ProfileValues {
  return { first_name: user.first_name, last_name: user.last_name, email: user.email };
}

/**
 * Spec 7 `PUT user/update-me`: names and e-mail trimmed; confirm_password never sent, and the
 * password only when the user typed one (an empty one would otherwise be read as "set to empty").
 */
export function toUpdateMeRequest(values: ProfileValues): UpdateMeRequest {
  const body: UpdateMeRequest = {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
  };
  if (values.password) body.password = values.password;
  return body;
}
