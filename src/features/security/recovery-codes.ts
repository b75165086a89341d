import { recoveryCodeTexts } from '../../i18n/security';

/** The downloaded file: what the codes are for, then one code a line, as the server wrote them. */
export function recoveryCodesFile(codes: readonly string[]): string {
  return `${recoveryCodeTexts.fileHeading}\n\n${codes.join('\n')}\n`;
}
