import { authenticatorTexts as texts } from '../../i18n/security';
import { CopyableText } from '../../ui/CopyableText';

/** Groups of four characters: a key read and typed by a person, as authenticator apps show theirs. */
export const groupsOfFour = (secret: string): string => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** The authenticator secret in groups of four, copied without the spaces. */
export function SetupKey({ secret }: { secret: string }) {
  return <CopyableText label={texts.setupKey} value={secret} shown={groupsOfFour(secret)} copyByHand={texts.copyKeyByHand} large />;
}
