import { profileMessages } from '../api/contract/users';
import {
  AUTH_EMAIL_LABEL, AUTH_OTP_LABEL, AUTH_PASSWORD_LABEL, REGISTER_FIRST_NAME_LABEL, REGISTER_LAST_NAME_LABEL,
  RESET_PASSWORD_CONFIRM_LABEL, VERIFY_EMAIL_OTP_SUBMIT, VERIFY_EMAIL_RESEND,
} from './auth';
import { layoutTexts } from './shell';

/**
 * Texts of the User Profile screen (spec 2 "User Profile", spec 8). Labels the auth screens
 * already define are referenced rather than retyped, so each string lives once; the validation
 * messages are the auth module's constants, imported by the profile's validation directly.
 */
export const profileTexts = {
  /** The page is reached through the menu's 'My Profile', so it carries the same name. */
  title: layoutTexts.myProfile,
  formLabel: 'User Profile',
  detailsHeading: 'Personal details',
  firstName: REGISTER_FIRST_NAME_LABEL,
  lastName: REGISTER_LAST_NAME_LABEL,
  email: AUTH_EMAIL_LABEL,
  emailHelper: 'Changing your email means verifying the new address.',
  passwordHeading: 'Change password',
  passwordHint: 'Leave both fields empty to keep your current password.',
  password: AUTH_PASSWORD_LABEL,
  confirmPassword: RESET_PASSWORD_CONFIRM_LABEL,
  currentPasswordHeading: 'Confirm it is you',
  currentPasswordHint: 'Needed only to change your email or password.',
  currentPassword: profileMessages.currentPasswordLabel,
  submit: 'Update User Profile',
  appearanceHeading: 'Appearance',
  appearanceHint: "How the portal looks on this device. System follows your device's setting.",
  colorModes: { light: 'Light', dark: 'Dark', system: 'System' },
  /** Spec 8, success messages. */
  updated: 'User Profile Updated Successfully!',
} as const;

/** A profile e-mail change waiting for the new address's code: the old address signs in until then. */
export const pendingEmailTexts = {
  heading: 'Verify your new email',
  notice: (email: string) => `We sent a code to ${email}. Enter it to start using it.`,
  /** Under the Email field, which keeps the address that still signs in. */
  emailHelper: (email: string) => `You sign in with this address until ${email} is verified.`,
  otp: AUTH_OTP_LABEL,
  submit: VERIFY_EMAIL_OTP_SUBMIT,
  resend: VERIFY_EMAIL_RESEND,
  resent: (email: string) => `We sent a new code to ${email}.`,
  cancel: 'Keep my current email',
  cancelled: 'Your email change was canceled.',
  verified: (email: string) => `Your email is now ${email}.`,
} as const;
