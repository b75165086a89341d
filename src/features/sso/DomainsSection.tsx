import { useState } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { errorMessage, type SsoDomain, type UserAccount } from '../../api/contract';
import { ssoTexts as texts } from '../../i18n/sso';
import { useSession } from '../../session/SessionProvider';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { LoadFailedAlert } from '../../ui/LoadFailedAlert';
import { TitledSection } from '../../ui/TitledSection';
import { toastError, toastSuccess } from '../../ui/toast';
import { AddDomainForm } from './AddDomainForm';
import { DomainItem } from './DomainItem';
import { useRemoveDomain, useVerifyDomain } from './mutations';
import { domainsQuery } from './queries';

/**
 * Part 1 of Single sign-on: the domains the account proves it owns. Adding is a form (its refusal
 * shows under the field); Verify and Remove act on a row, so their outcome is a toast, except a
 * failed Remove, which stays in its dialog.
 */
export function DomainsSection({ account }: { account: UserAccount }) {
  const { user } = useSession();
  const domains = useQuery(domainsQuery(user?.id ?? 0, account.id, account.user_account_token));
  const verify = useVerifyDomain(account);
  const remove = useRemoveDomain(account);
  const [removing, setRemoving] = useState<SsoDomain | null>(null);

  const onVerify = (domain: SsoDomain) =>
    verify.mutate(domain.id, {
      onSuccess: (answer) => (answer.verified ? toastSuccess(texts.domainVerified) : undefined),
      onError: (error) => toastError(errorMessage(error)),
    });
  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: ({ message }) => {
        setRemoving(null);
        toastSuccess(message);
      },
    });
  };

  return (
    <TitledSection card heading={texts.domains} description={texts.domainsDescription}>
      <AddDomainForm account={account} />
      {domains.isError && domains.data === undefined ? (
        <LoadFailedAlert what={texts.loadFailed} reason={errorMessage(domains.error)} retryLabel={texts.retry} onRetry={() => void domains.refetch()} />
      ) : domains.data?.length ? (
        <Stack as="ul" aria-label={texts.domainsList} gap="3" m="0" p="0" listStyleType="none">
          {domains.data.map((domain) => (
            <DomainItem
              key={domain.id}
              domain={domain}
              verifying={verify.isPending && verify.variables === domain.id}
              onVerify={onVerify}
              onRemove={(chosen) => {
                remove.reset();
                setRemoving(chosen);
              }}
            />
          ))}
        </Stack>
      ) : domains.data ? (
        <Text color="fg.muted">{texts.noDomains}</Text>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={texts.removeTitle}
        message={removing ? texts.removeQuestion(removing.domain) : ''}
        confirmLabel={texts.remove}
        cancelLabel={texts.cancel}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
        busy={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : null}
        destructive
      />
    </TitledSection>
  );
}
