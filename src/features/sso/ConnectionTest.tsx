import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { errorMessage, type SsoConnection, type UserAccount } from '../../api/contract';
import { ssoTexts as texts } from '../../i18n/sso';
import { useTestConnection } from './connection-mutations';

/**
 * 'Test connection' and its result, said here rather than in a toast: it belongs to the
 * connection above it. Before any test of this session, the last success since saving is shown.
 */
export function ConnectionTest({ account, connection, onRemove }: { account: UserAccount; connection: SsoConnection; onRemove: () => void }) {
  const test = useTestConnection(account);
  const issuer = test.data?.issuer ?? (test.isIdle ? connection.tested_issuer : null);
  return (
    <Stack gap="3" borderTopWidth="1px" borderColor="border" pt="4">
      <Flex gap="2" justify="flex-end" wrap="wrap">
        <Button size="sm" variant="outline" colorPalette="red" onClick={onRemove}>
          {texts.removeConnection}
        </Button>
        <Button size="sm" colorPalette="blue" loading={test.isPending} loadingText={texts.testConnection} onClick={() => test.mutate()}>
          {texts.testConnection}
        </Button>
      </Flex>
      <div role="status">
        {test.isError ? (
          <Text textStyle="sm" fontWeight="medium" color="fg.error">
            {errorMessage(test.error)}
          </Text>
        ) : issuer ? (
          <Stack gap="1">
            <Text textStyle="sm" color="fg.success">
              {texts.testSucceeded}
            </Text>
            <Text textStyle="sm" fontFamily="mono" overflowWrap="anywhere">
              {issuer}
            </Text>
          </Stack>
        ) : test.isIdle ? (
          <Text textStyle="sm" color="fg.muted">
            {texts.untested}
          </Text>
        ) : null}
      </div>
    </Stack>
  );
}
