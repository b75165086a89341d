import { commonMessages } from '../../src/api/contract';

/** The identity API's refusals, word for word; tests and the portal's i18n rely on them. */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password.';
export const EMAIL_TAKEN_MESSAGE = 'A user profile with this email already exists.';
export const SESSION_EXPIRED_MESSAGE = commonMessages.sessionExpired;
export const INVALID_CODE_MESSAGE = 'The code is invalid or has expired.';
export const TOO_MANY_TRIES_MESSAGE = 'Too many wrong codes. Request a new code.';
export const INVALID_LINK_MESSAGE = commonMessages.invalidLink;
export const ALREADY_VERIFIED_MESSAGE = 'Your email is already verified.';
export const OTHER_USER_MESSAGE = 'You are signed in as another user. Sign out and try again.';
/** A live account token sent where the session token belongs (a portal bug, not an expired session). */
export const SESSION_TOKEN_NEEDED_MESSAGE = 'This call needs the session token, not an account token.';
/** A live session token sent to an account-scoped call. */
export const ACCOUNT_TOKEN_NEEDED_MESSAGE = 'This call needs an account token. Choose an account first.';
export const SIGNED_OUT_MESSAGE = 'You have been signed out.';
export const MAIL_FAILED_MESSAGE = 'The email could not be sent. Please try again in a moment.';
