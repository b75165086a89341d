import { useMemo } from 'react';
import { Text } from '@chakra-ui/react';
import type { MemberRow, UserAccount } from '../../api/contract';
import { editMemberTexts as texts, lastAdministratorReason, primaryContactTypeReason } from '../../i18n/members';
import { Form, FormActions } from '../../ui/form';
import { Modal } from '../../ui/Modal';
import { toastSuccess } from '../../ui/toast';
import { editValuesFromRow, toAllowPackagesRequest, validateEdit, type EditFormValues } from './forms';
import { MemberAccessFields } from './MemberAccessFields';
import { isMembership, type FixedTenancy } from './member-rules';
import { useAllowPackages } from './mutations';

export type EditMemberModalProps = {
  account: UserAccount;
  row: MemberRow;
  open: boolean;
  onClose: () => void;
  onExitComplete?: () => void;
  /** Why the server would refuse to make this member Standard (member-rules fixedTenancy): the type is then fixed. */
  fixedTenancy?: FixedTenancy;
};

/** Spec 2 "Edit Membership/Invitation": the user type and the apps a member may use. */
export function EditMemberModal({ account, row, open, onClose, onExitComplete, fixedTenancy = null }: EditMemberModalProps) {
  const title = isMembership(row) ? texts.membershipTitle : texts.invitationTitle;
  return (
    <Modal open={open} onClose={onClose} onExitComplete={onExitComplete} title={title} maxW="lg">
      <EditMemberForm account={account} row={row} title={title} onClose={onClose} fixedTenancy={fixedTenancy} />
    </Modal>
  );
}

type EditMemberFormProps = { account: UserAccount; row: MemberRow; title: string; onClose: () => void; fixedTenancy: FixedTenancy };

const fixedTenancyReasons = { lastAdministrator: lastAdministratorReason, primaryContact: primaryContactTypeReason } as const;

function EditMemberForm({ account, row, title, onClose, fixedTenancy }: EditMemberFormProps) {
  const allow = useAllowPackages(account);
  const initialValues = useMemo(() => editValuesFromRow(row), [row]);
  // The row lists every app of the account, allowed or not; one a directory group gives stays ticked.
  const apps = useMemo(() => row.packages.map((entry) => ({
    value: entry.id,
    label: entry.product_name,
    heldBecause: entry.granted_by.length > 0 ? texts.grantedByGroups(entry.granted_by) : undefined,
  })), [row]);

  const onSubmit = async (values: EditFormValues) => {
    const { message } = await allow.mutateAsync(toAllowPackagesRequest(row, values));
    onClose();
    // Spec 8: 'User Membership packages updated!' or 'User Invitation packages updated!', as the server words it.
    toastSuccess(message);
  };

  return (
    // The list may refresh while the dialog is open: the row's newer values fill what was not changed here.
    <Form<EditFormValues> label={title} onSubmit={onSubmit} validate={validateEdit} initialValues={initialValues} keepDirtyOnReinitialize>
      <Text color="fg.muted" wordBreak="break-all">
        {row.email}
      </Text>
      <MemberAccessFields
        apps={apps}
        appsHint={texts.appsHint}
        noApps={apps.length === 0}
        tenancyFixed={fixedTenancy ? fixedTenancyReasons[fixedTenancy] : undefined}
      />
      <FormActions cancelLabel={texts.cancel} onCancel={onClose} submitLabel={texts.submit} />
    </Form>
  );
}
