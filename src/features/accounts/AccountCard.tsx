import { useId } from 'react';
import { Box, Button, Stack, Text, type ButtonProps } from '@chakra-ui/react';
import type { UserAccount } from '../../api/contract';
import { ownSignInTexts, ssoAccountTexts } from '../../i18n/account-proofs';

/** Account cards and 'Create Account' look alike: large outlined tiles, marked when current. */
export const tile: ButtonProps = {
  variant: 'outline',
  w: 'full',
  h: 'auto',
  minH: '120px',
  p: '6',
  bg: 'bg.panel',
  borderColor: 'border.emphasized',
  borderRadius: 'lg',
  fontSize: 'lg',
  fontWeight: 'semibold',
  color: 'fg',
  whiteSpace: 'normal',
  textAlign: 'center',
  overflowWrap: 'anywhere',
  transition: 'box-shadow 0.15s, border-color 0.15s',
  _hover: { bg: 'bg.panel', boxShadow: 'md', borderColor: 'blue.border' },
  css: { '&[aria-current=true]': { borderWidth: '2px', borderColor: 'blue.solid' } },
};

/** Whether this session opens the account as it is: nothing more to prove first. */
export const opensNow = (account: UserAccount): boolean => !account.needs_own_sign_in && !account.needs_sso;

export type AccountCardProps = {
  account: UserAccount;
  current: boolean;
  onChoose: () => void;
  /** 'Sign in with SSO', for an account that opens through its provider only. */
  onSso: () => void;
};

/**
 * One account to choose. An account that asks for the person's own sign-in says so on its card and
 * is still chosen by it; one that requires single sign-on is no button at all (choosing it could
 * not open it) and offers the way that does.
 */
export function AccountCard({ account, current, onChoose, onSso }: AccountCardProps) {
  const nameId = useId();
  if (account.needs_sso) {
    return (
      <Stack
        role="group"
        aria-labelledby={nameId}
        gap="3"
        align="center"
        justify="center"
        minH={tile.minH as string}
        p="6"
        bg="bg.panel"
        borderWidth="1px"
        borderColor="border.emphasized"
        borderRadius="lg"
        textAlign="center"
      >
        <Text id={nameId} fontSize="lg" fontWeight="semibold" overflowWrap="anywhere">
          {account.account_name}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {ssoAccountTexts.cardMessage}
        </Text>
        <Button colorPalette="blue" size="sm" onClick={onSso}>
          {ssoAccountTexts.signInWithSso}
        </Button>
      </Stack>
    );
  }
  return (
    <Button {...tile} flexDirection="column" gap="1" aria-current={current ? 'true' : undefined} onClick={onChoose}>
      {account.account_name}
      {account.needs_own_sign_in ? (
        <Box as="span" display="block" fontSize="sm" fontWeight="normal" color="fg.muted">
          {ownSignInTexts.cardHint}
        </Box>
      ) : null}
    </Button>
  );
}
