import { useId, useState, type ReactNode } from 'react';
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { copyTexts } from '../i18n/shell';

export type CopyableTextProps = {
  label: string;
  /** What the clipboard gets. */
  value: string;
  /** How it reads on the screen (a key in groups of four), `value` by default. */
  shown?: ReactNode;
  /** What to do where the browser refuses the clipboard. */
  copyByHand?: string;
  /** Larger type for a key a person reads out and types. */
  large?: boolean;
  /** Names the button apart from other Copy buttons on the screen: 'Copy' plus this ('Copy record name'). */
  copyName?: string;
};

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * A value a person takes somewhere else (an authenticator app, a DNS host): shown selectable as
 * one piece, wrapping on a narrow screen instead of running off it, with a 'Copy' button. Where the
 * browser refuses the clipboard, it says how to copy it by hand.
 */
export function CopyableText({ label, value, shown = value, copyByHand = copyTexts.copyByHand, large = false, copyName }: CopyableTextProps) {
  const labelId = useId();
  const [state, setState] = useState<CopyState>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  const buttonText = state === 'copied' ? copyTexts.copied : copyTexts.copy;
  return (
    <Stack gap="1.5" minW="0">
      <Text id={labelId} fontWeight="medium" textStyle="sm">
        {label}
      </Text>
      <Flex gap="3" align="center" wrap="wrap">
        <Text
          aria-labelledby={labelId}
          fontFamily="mono"
          fontSize={large ? 'lg' : 'sm'}
          wordSpacing={large ? '0.3em' : undefined}
          overflowWrap="anywhere"
          userSelect="all"
          flex="1"
          minW={large ? '12rem' : '0'}
        >
          {shown}
        </Text>
        <Button size="sm" variant="outline" aria-label={copyName ? `${buttonText} ${copyName}` : undefined} onClick={() => void copy()}>
          {buttonText}
        </Button>
      </Flex>
      <Text role="status" textStyle="sm" color="fg.muted">
        {state === 'failed' ? copyByHand : ''}
      </Text>
    </Stack>
  );
}
