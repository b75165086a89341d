import { Button, HStack } from '@chakra-ui/react';
import { accountTexts } from '../../i18n/account';
import { Form, SubmitButton } from '../../ui/form';
import { AccountDetailsSection } from './AccountDetailsSection';
import { AddressSection, ContactSection } from './ContactAddressSections';
import { validateAccount, type AccountFormValues } from './validation';

export type AccountFormProps = {
  update: boolean;
  /** Stable between renders (a constant or memoised): a new object resets what the user typed. */
  initialValues: Partial<AccountFormValues>;
  /** Throws on failure: the form kit shows the message, maps field errors and keeps the values. */
  onSubmit: (values: AccountFormValues) => Promise<void>;
  onCancel: () => void;
};

/** The account form shared by create and update (spec 2 "Account"). */
export function AccountForm({ update, initialValues, onSubmit, onCancel }: AccountFormProps) {
  return (
    <Form<AccountFormValues>
      label={update ? accountTexts.updateTitle : accountTexts.createTitle}
      onSubmit={onSubmit}
      validate={validateAccount}
      initialValues={initialValues}
    >
      <AccountDetailsSection update={update} />
      <ContactSection />
      <AddressSection />
      <HStack justify="flex-end" gap="3" pt="2">
        <Button type="button" variant="outline" onClick={onCancel}>
          {accountTexts.cancel}
        </Button>
        <SubmitButton fullWidth={false}>{update ? accountTexts.update : accountTexts.create}</SubmitButton>
      </HStack>
    </Form>
  );
}
