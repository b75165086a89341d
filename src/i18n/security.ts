import { devicesLabels, fieldLabels, twoStepLabels, twoStepLimits } from '../api/contract';
import { appName, layoutTexts } from './shell';

/**
 * Texts of the Security screen and its dialogs: passkeys, the authenticator app and recovery
 * codes. The field labels and the messages the server also answers with live in the contract
 * (`twoStepLabels`, `twoStepMessages`) and are referenced here rather than retyped.
 */

export const securityTexts = {
  /** The page is reached through the menu's 'Security', so it carries the same name. */
  title: layoutTexts.security,
  loadFailed: 'Your security settings could not be loaded.',
  retry: 'Retry',
  cancel: 'Cancel',
  password: fieldLabels.password,
} as const;

export const passkeyTexts = {
  heading: 'Passkeys',
  description: 'Sign in with your fingerprint, face or screen lock instead of typing a password.',
  add: 'Add a passkey',
  listLabel: 'Your passkeys',
  none: 'No passkeys yet.',
  created: (date: string) => `Added ${date}`,
  lastUsed: (date: string) => `Last used ${date}`,
  neverUsed: 'Never used',
  added: 'The passkey was added.',
  /** The user closed the browser's passkey prompt: nothing went wrong. */
  cancelled: 'No passkey was added.',
  browserFailed: 'Your browser could not create a passkey. Try again or use another device.',
  /** Row actions: the visible text, and the accessible name that also says which passkey. */
  rename: { text: 'Rename', name: (passkey: string) => `Rename ${passkey}` },
  remove: { text: 'Remove', name: (passkey: string) => `Remove ${passkey}` },
  renameTitle: 'Rename passkey',
  name: twoStepLabels.passkeyName,
  save: 'Save',
  renamed: 'The passkey was renamed.',
  removeTitle: 'Remove passkey',
  removeQuestion: (passkey: string) => `Remove the passkey "${passkey}"? It will no longer sign you in. Enter your password to remove it.`,
  addSubmit: 'Continue',
  addPrompt: 'Enter your password to add a passkey. Your browser then asks for your fingerprint, face or screen lock.',
  removeConfirm: 'Remove',
} as const;

export const authenticatorTexts = {
  heading: 'Authenticator app',
  description: 'Sign in with a 6-digit code from an app such as Google Authenticator, Microsoft Authenticator or 1Password.',
  on: 'On',
  off: 'Off',
  setUp: 'Set up authenticator app',
  turnOff: 'Turn off',
  setupTitle: 'Set up authenticator app',
  setupSteps: 'Scan the QR code with your authenticator app, or type the setup key into it. Then enter the code the app shows.',
  setupPrompt: 'Enter your password to set up the authenticator app.',
  continue: 'Continue',
  qrAlt: 'QR code for the authenticator app',
  setupKey: twoStepLabels.setupKey,
  copyKeyByHand: 'The key could not be copied here: select it and copy it, or type it into the app.',
  code: twoStepLabels.totp,
  formLabel: 'Turn on the authenticator app',
  turnOn: 'Turn on',
  turnedOn: 'The authenticator app is on.',
  turnOffTitle: 'Turn off the authenticator app',
  turnOffPrompt: 'Enter your password to turn off the authenticator app.',
} as const;

export const recoveryCodeTexts = {
  heading: 'Recovery codes',
  description: 'A recovery code signs you in when you cannot use your passkey or authenticator app. Each code works once.',
  left: (left: number) => `${left} of ${twoStepLimits.recoveryCodeCount} left`,
  comeWithFirst: 'You get recovery codes when you add a passkey or turn on the authenticator app.',
  newCodes: 'New recovery codes',
  newCodesTitle: 'New recovery codes',
  newCodesPrompt: 'Enter your password. New codes replace all your current ones, used or not.',
  create: 'Create new codes',
  codesTitle: 'Recovery codes',
  codesIntro: 'Save these codes somewhere safe, such as a password manager. Each one works once, and this is the only time they are shown.',
  listLabel: 'Your recovery codes',
  download: 'Download',
  fileName: 'recovery-codes.txt',
  fileHeading: `${appName}: recovery codes. Each code works once.`,
  saved: 'I have saved them',
} as const;

export const devicesTexts = {
  heading: devicesLabels.signedIn,
  description: 'Where you are signed in now. Sign out of a device you do not recognise, or no longer use.',
  listLabel: 'Your signed-in devices',
  trustedHeading: devicesLabels.trusted,
  trustedDescription: 'Browsers where you verified your identity: they sign in without a code. Forget one to be asked again.',
  trustedListLabel: 'Your trusted devices',
  thisDevice: devicesLabels.thisDevice,
  device: (browser: string, system: string) => `${browser} on ${system}`,
  address: (address: string) => `From ${address}`,
  signedInAt: (date: string) => `Signed in ${date}`,
  lastActive: (date: string) => `Last active ${date}`,
  trustedAt: (date: string) => `Trusted since ${date}`,
  lastUsed: (date: string) => `Last used ${date}`,
  /** Row actions: the visible text, and the accessible name that also says which device. */
  signOut: { text: devicesLabels.signOut, name: (device: string, lastActive: string) => `Sign out ${device}, last active ${lastActive}` },
  forget: { text: devicesLabels.forget, name: (device: string, trustedAt: string) => `Forget ${device}, trusted since ${trustedAt}` },
  signOutOthers: devicesLabels.signOutOthers,
  loadFailed: 'Your devices could not be loaded.',
} as const;
