import { useId, useState } from 'react';
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { authenticatorTexts as texts } from '../../i18n/security';

/** Groups of four characters: a key read and typed by a person, as authenticator apps show theirs. */
export const groupsOfFour = (secret: string): string => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * The authenticator secret as text in groups of four, which wraps on a narrow screen instead of
 * running off it, and a 'Copy' button that copies it without the spaces. Where the browser refuses
 * the clipboard, the key says how to copy it by hand.
 */
export function SetupKey({ secret }: { secret: string }) {
  const labelId = useId();
  const [state, setState] = useState<CopyState>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <Stack gap="1.5">
      <Text id={labelId} fontWeight="medium" textStyle="sm">
        {texts.setupKey}
      </Text>
      <Flex gap="3" align="center" wrap="wrap">
        <Text aria-labelledby={labelId} fontFamily="mono" fontSize="lg" wordSpacing="0.3em" userSelect="all" flex="1" minW="12rem">
          {groupsOfFour(secret)}
        </Text>
        <Button size="sm" variant="outline" onClick={() => void copy()}>
          {state === 'copied' ? texts.keyCopied : texts.copyKey}
        </Button>
      </Flex>
      <Text role="status" textStyle="sm" color="fg.muted">
        {state === 'failed' ? texts.copyKeyByHand : ''}
      </Text>
    </Stack>
  );
}
