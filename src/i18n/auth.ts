import { fieldLabels } from '../api/contract';

/**
 * Texts of the /auth screens (spec 2). Labels and buttons quoted by the specification are
 * verbatim; the rest fills gaps it leaves open. Validation messages live with their rules in the
 * contract (src/api/contract), never here.
 */

// ---- shared by every auth screen ----
export const AUTH_EMAIL_LABEL = fieldLabels.email;
export const AUTH_PASSWORD_LABEL = fieldLabels.password;
export const AUTH_OTP_LABEL = 'OTP Code';
export const AUTH_BACK_TO_LOGIN = 'Back to sign in';
export const AUTH_LOGOUT = 'Logout';
export const AUTH_RETRY = 'Retry';
export const AUTH_MISSING_TOKEN = 'This link is incomplete or has expired. Please start again.';
export const AUTH_UNEXPECTED_LOGIN = 'Sign-in could not be completed. Please try again.';

// ---- login ----
export const LOGIN_TITLE = 'Sign in to your account';
export const LOGIN_REMEMBER_ME = 'Keep me signed in';
export const LOGIN_SUBMIT = 'Sign in';
export const LOGIN_FORGOT_PASSWORD_LINK = 'Forgot your password?';
export const LOGIN_REGISTER_LINK = 'Create user profile';

// ---- register ----
export const REGISTER_TITLE = 'Create your user profile';
export const REGISTER_FIRST_NAME_LABEL = fieldLabels.firstName;
export const REGISTER_LAST_NAME_LABEL = fieldLabels.lastName;
export const REGISTER_PASSWORD_LABEL = 'Choose Password';
export const REGISTER_SUBMIT = 'Create Profile';
export const REGISTER_LOGIN_LINK = 'Already have a user profile?';
export const REGISTER_INVITED_EMAIL_HINT = 'You were invited with this e-mail address.';

// ---- forgot password ----
export const FORGOT_PASSWORD_TITLE = 'Forgot Password';
export const FORGOT_PASSWORD_TEXT =
  'Enter the e-mail address of your user profile and we will send you a code to reset your password.';
export const FORGOT_PASSWORD_SUBMIT = 'Reset Password';

// ---- reset code ----
export const RESET_CODE_TITLE = 'Check Your email';
export const RESET_CODE_TEXT =
  'We have sent you an e-mail with a code and a magic link. Enter the 6-digit code below, or open the link in the e-mail.';
export const RESET_CODE_SUBMIT = 'Verify OTP Code';

// ---- reset password ----
export const RESET_PASSWORD_TITLE = 'Reset Password';
export const RESET_PASSWORD_NEW_LABEL = 'New Password';
export const RESET_PASSWORD_CONFIRM_LABEL = fieldLabels.confirmPassword;
export const RESET_PASSWORD_SUBMIT = 'Reset Password';
export const RESET_PASSWORD_MISSING_TOKEN =
  'This password reset link is missing its token or is no longer valid. Please request a new code.';
export const RESET_PASSWORD_RESTART_LINK = 'Request a new code';

// ---- e-mail verification ----
export const VERIFY_EMAIL_MESSAGE_TITLE = 'Verify Email';
export const VERIFY_EMAIL_MESSAGE_TEXT =
  'You need to verify your e-mail address to view your account. We will send you an e-mail with a one-time code and a magic link.';
export const VERIFY_EMAIL_SEND = 'Send OTP Email';
export const VERIFY_EMAIL_SEND_IN = (wait: string) => `${VERIFY_EMAIL_SEND} in ${wait}`;
export const VERIFY_EMAIL_OTP_TITLE = 'Verify Email';
export const VERIFY_EMAIL_OTP_TEXT =
  'We have sent you an e-mail with an OTP code and a magic link. Enter the 6-digit code below, or open the link in the e-mail.';
export const VERIFY_EMAIL_OTP_SUBMIT = 'Verify Email';
export const VERIFY_EMAIL_RESEND = 'Send a new code';
/** While the server would refuse another mail: 'Send a new code in 0:42'. */
export const VERIFY_EMAIL_RESEND_IN = (wait: string) => `${VERIFY_EMAIL_RESEND} in ${wait}`;
export const VERIFY_EMAIL_RESENT = 'A new code is on its way to your inbox.';
export const VERIFY_EMAIL_LINK_TITLE = 'Verifying Email';

// ---- identity verification ----
export const VERIFY_IDENTITY_TITLE = 'Verify Identity';
export const VERIFY_IDENTITY_TEXT =
  'We do not recognise this device yet. We have sent you an e-mail with an OTP code and a magic link: enter the code below, or open the link in the e-mail.';
export const VERIFY_IDENTITY_SUBMIT = 'Verify Identity';
export const VERIFY_IDENTITY_LINK_TITLE = 'Verifying Identity';

// ---- magic-link pages ----
export const LINK_VERIFYING = 'Checking your link, please wait...';
export const LINK_DONE = 'Your link has been verified.';
export const AUTH_CONTINUE = 'Continue';
