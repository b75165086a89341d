import { useMemo } from 'react';
import { Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { ScimGroupSummary, UserAccount } from '../../api/contract';
import { scimTexts as texts } from '../../i18n/sso';
import { useSession } from '../../session/SessionProvider';
import { ScimGroupItem } from './ScimGroupItem';
import { accountAppsQuery } from './queries';

/** The groups the provider pushed, each with the apps it grants; what to expect while there is none. */
export function ScimGroups({ account, groups }: { account: UserAccount; groups: ScimGroupSummary[] }) {
  const { user } = useSession();
  const apps = useQuery(accountAppsQuery(user?.id ?? 0, account.id, account.user_account_token));
  const options = useMemo(() => (apps.data ?? []).map((app) => ({ value: app.id, label: app.name })), [apps.data]);

  return (
    <Stack gap="3" borderTopWidth="1px" borderColor="border" pt="4">
      <Heading as="h3" size="sm" color="fg">
        {texts.groups}
      </Heading>
      {groups.length ? (
        <Stack as="ul" aria-label={texts.groups} gap="3" m="0" p="0" listStyleType="none">
          {groups.map((group) => (
            <ScimGroupItem key={group.id} account={account} group={group} apps={options} appsLoading={apps.isPending} />
          ))}
        </Stack>
      ) : (
        <Text color="fg.muted">{texts.noGroups}</Text>
      )}
    </Stack>
  );
}
