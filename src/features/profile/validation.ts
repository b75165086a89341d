import { refine, type } from 'superstruct';
import type { UpdateMeRequest, User } from '../../api/contract';
import { EMAIL_PATTERN } from '../../api/contract/primitives';
import {
  CONFIRM_PASSWORD_REQUIRED, EMAIL_INVALID, EMAIL_REQUIRED, FIRST_NAME_REQUIRED, LAST_NAME_REQUIRED,
  PASSWORD_MIN_LENGTH, PASSWORDS_MUST_MATCH,
} from '../../i18n/auth';
import { matches, minLength, required, sameAs, structValidator, textField } from '../../ui/form';

/** Spec 9: minimum password length (the same rule the server's contract applies). */
export const PASSWORD_MIN = 8;

/** What the profile form holds; both password fields stay empty unless the user changes it. */
export type ProfileValues = {
  first_name: string;
  last_name: string;
  email: string;
  password?: string;
  confirm_password?: string;
};

const details = type({
  first_name: textField(required(FIRST_NAME_REQUIRED)),
  last_name: textField(required(LAST_NAME_REQUIRED)),
  email: textField(required(EMAIL_REQUIRED), matches(EMAIL_PATTERN, EMAIL_INVALID)),
  // Optional: an empty password keeps the current one; a given one must be long enough.
  password: textField(minLength(PASSWORD_MIN, PASSWORD_MIN_LENGTH)),
  confirm_password: textField(),
});

/** The confirmation is only asked for once a new password is typed. */
const confirmWhenChanging = refine(details, 'confirm_password required', (values) =>
  !values.password || values.confirm_password ? true : { path: ['confirm_password'], message: CONFIRM_PASSWORD_REQUIRED },
);

/** Spec 5 "Profile", each field's messages in the order they apply. */
export const ProfileForm = sameAs(confirmWhenChanging, 'confirm_password', 'password', PASSWORDS_MUST_MATCH);

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
