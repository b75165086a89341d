import { accountTexts } from '../../i18n/account';
import { Form, FormActions } from '../../ui/form';
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
      <FormActions foot cancelLabel={accountTexts.cancel} onCancel={onCancel} submitLabel={update ? accountTexts.update : accountTexts.create} />
    </Form>
  );
}
