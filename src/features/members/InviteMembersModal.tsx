import { useMemo } from 'react';
import { Button, HStack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useForm, useFormState } from 'react-final-form';
import { normaliseEmailSeparators, type InviteResult, type UserAccount } from '../../api/contract';
import { inviteTexts as texts } from '../../i18n/members';
import { useSession } from '../../session/SessionProvider';
import { Form, SubmitButton, TextAreaField } from '../../ui/form';
import { Modal } from '../../ui/Modal';
import { INVITE_DEFAULTS, toInviteRequest, validateInvite, type InviteFormValues } from './forms';
import { MemberAccessFields } from './MemberAccessFields';
import { useInviteMembers } from './mutations';
import { productsQuery } from './queries';

export type InviteMembersModalProps = {
  account: UserAccount;
  open: boolean;
  onClose: () => void;
  onExitComplete?: () => void;
  /** The server's answer, one result per address; the page decides how to show it. */
  onInvited: (results: InviteResult[]) => void;
};

/** Spec 2 "Invite modal" ('Invite members'): user type, allowed apps (Standard only), addresses. */
export function InviteMembersModal({ account, open, onClose, onExitComplete, onInvited }: InviteMembersModalProps) {
  return (
    <Modal open={open} onClose={onClose} onExitComplete={onExitComplete} title={texts.title} maxW="lg">
      <InviteForm account={account} onCancel={onClose} onInvited={onInvited} />
    </Modal>
  );
}

function InviteForm({ account, onCancel, onInvited }: { account: UserAccount; onCancel: () => void; onInvited: (results: InviteResult[]) => void }) {
  const { user } = useSession();
  // Spec 8: a failure to load the apps is only logged (http.ts does); the list then stays hidden.
  const products = useQuery(productsQuery(user?.id ?? 0, account.id, account.user_account_token));
  const invite = useInviteMembers(account);
  const apps = useMemo(() => (products.data ?? []).map((product) => ({ value: product.id, label: product.name })), [products.data]);

  const onSubmit = async (values: InviteFormValues) => {
    const productIds = products.isSuccess ? apps.map((app) => app.value) : null;
    const { results } = await invite.mutateAsync(toInviteRequest(values, productIds));
    onInvited(results);
  };

  return (
    <Form<InviteFormValues> label={texts.title} onSubmit={onSubmit} validate={validateInvite} initialValues={INVITE_DEFAULTS}>
      <MemberAccessFields apps={apps} appsHint={texts.appsHint} noApps={products.isSuccess && apps.length === 0} />
      <TextAreaField
        name="emails"
        label={texts.emails}
        placeholder={texts.emailsPlaceholder}
        helperText={texts.emailsHint}
        rows={4}
        normalise={normaliseEmailSeparators}
      />
      <HStack justify="flex-end" gap="3">
        <CancelInviteButton onCancel={onCancel} />
        <SubmitButton fullWidth={false} submittingText={texts.submitting}>
          {texts.submit}
        </SubmitButton>
      </HStack>
    </Form>
  );
}

/** Spec 2: reads 'Inviting...' too while the invite is sent; Cancel resets the form and closes. */
function CancelInviteButton({ onCancel }: { onCancel: () => void }) {
  const form = useForm<InviteFormValues>();
  const { submitting } = useFormState({ subscription: { submitting: true } });
  return (
    <Button
      type="button"
      variant="outline"
      disabled={submitting}
      onClick={() => {
        form.reset();
        onCancel();
      }}
    >
      {submitting ? texts.submitting : texts.cancel}
    </Button>
  );
}
