import {
  AUTH_BACK_TO_LOGIN, RESET_CODE_SUBMIT, RESET_CODE_TEXT, RESET_CODE_TITLE, RESET_PASSWORD_RESTART_LINK,
  VERIFY_EMAIL_OTP_SUBMIT, VERIFY_EMAIL_OTP_TEXT, VERIFY_EMAIL_OTP_TITLE, VERIFY_IDENTITY_SUBMIT, VERIFY_IDENTITY_TEXT,
  VERIFY_IDENTITY_TITLE,
} from '../../i18n/auth';
import { paths } from '../../routing/paths';

/** What tells one one-time-code screen from another: its texts, and where to start again. */
export type CodeStep = {
  title: string;
  text: string;
  submitLabel: string;
  restart: { href: string; label: string };
};

const backToLogin = { href: paths.login, label: AUTH_BACK_TO_LOGIN };

export const codeSteps = {
  resetPassword: {
    title: RESET_CODE_TITLE,
    text: RESET_CODE_TEXT,
    submitLabel: RESET_CODE_SUBMIT,
    restart: { href: paths.forgotPassword, label: RESET_PASSWORD_RESTART_LINK },
  },
  verifyEmail: {
    title: VERIFY_EMAIL_OTP_TITLE,
    text: VERIFY_EMAIL_OTP_TEXT,
    submitLabel: VERIFY_EMAIL_OTP_SUBMIT,
    restart: backToLogin,
  },
  verifyIdentity: {
    title: VERIFY_IDENTITY_TITLE,
    text: VERIFY_IDENTITY_TEXT,
    submitLabel: VERIFY_IDENTITY_SUBMIT,
    restart: backToLogin,
  },
} satisfies Record<string, CodeStep>;
