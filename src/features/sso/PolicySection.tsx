import { useId } from 'react';
import { Stack, Switch, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { errorMessage, type UserAccount } from '../../api/contract';
import { ssoPolicyTexts as texts } from '../../i18n/sso';
import { useSession } from '../../session/SessionProvider';
import { AlertMessage } from '../../ui/AlertMessage';
import { LoadFailedAlert } from '../../ui/LoadFailedAlert';
import { TitledSection } from '../../ui/TitledSection';
import { toastError, toastSuccess } from '../../ui/toast';
import { policyPrerequisitesMet, policyQuery, useSetPolicy } from './policy-state';
import { connectionQuery, domainsQuery } from './queries';

/**
 * Part 3 of Single sign-on: whether people at the verified domains must sign in through the
 * identity provider. The switch saves as soon as it is turned, with a toast. It cannot be turned on
 * before a domain is verified and the connection tested, and says so; once on, it can always be
 * turned off, and it says when it does not apply because the domain or the tested connection went.
 */
export function PolicySection({ account }: { account: UserAccount }) {
  const { user } = useSession();
  const userId = user?.id ?? 0;
  const policy = useQuery(policyQuery(userId, account.id, account.user_account_token));
  // The same queries as the parts above: whatever changes there changes what this part allows.
  const domains = useQuery(domainsQuery(userId, account.id, account.user_account_token));
  const connection = useQuery(connectionQuery(userId, account.id, account.user_account_token));
  const setPolicy = useSetPolicy(account);
  const helpId = useId();

  if (policy.isError && policy.data === undefined) {
    return (
      <TitledSection card heading={texts.policy} description={texts.description}>
        <LoadFailedAlert what={texts.policyLoadFailed} reason={errorMessage(policy.error)} retryLabel={texts.retry} onRetry={() => void policy.refetch()} />
      </TitledSection>
    );
  }
  if (!policy.data || !domains.data || !connection.data) {
    return <TitledSection card heading={texts.policy} description={texts.description}>{null}</TitledSection>;
  }

  const required = policy.data.require_sso;
  const ready = policyPrerequisitesMet(domains.data, connection.data);
  const checked = setPolicy.isPending ? setPolicy.variables : required;

  // Ignored, not disabled, while a change is on its way: a disabled switch would drop the keyboard's focus.
  const change = (next: boolean) => {
    if (setPolicy.isPending) return;
    setPolicy.mutate(next, {
      onSuccess: () => toastSuccess(next ? texts.required : texts.optional),
      onError: toastError,
    });
  };

  return (
    <TitledSection card heading={texts.policy} description={texts.description}>
      <Stack gap="3">
        <Switch.Root
          checked={checked}
          // Off and not ready: nothing it could do. On: it can always be turned off.
          disabled={!ready && !required}
          onCheckedChange={(details) => change(details.checked)}
          aria-busy={setPolicy.isPending}
          name="require_sso"
        >
          <Switch.HiddenInput role="switch" aria-describedby={helpId} />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label>{texts.requireSso}</Switch.Label>
        </Switch.Root>
        <Text id={helpId} color="fg.muted" textStyle="sm">
          {ready ? texts.exceptAdministrators : texts.prerequisites}
        </Text>
        {required && !ready ? <AlertMessage status="warning" message={texts.notInForce} /> : null}
      </Stack>
    </TitledSection>
  );
}
