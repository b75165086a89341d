import { accountLimits } from '../../api/contract';
import { useField } from 'react-final-form';
import { accountTexts } from '../../i18n/account';
import { TextField } from '../../ui/form';
import { CountrySelect } from '../../ui/form/CountrySelect';
import { AccountNameField } from './AccountNameField';
import { accountFieldRules } from './account-rules';
import { AccountTypeField } from './AccountTypeField';
import { CompanyLookup } from './CompanyLookup';
import { FieldPair, FormSection } from './FormSection';

/**
 * Type, names and company identifiers. The fields follow the chosen type and company country
 * (spec 2). On update the company country is shown read-only: the update call does not carry it.
 * The company fields' row keeps its place even when empty, so the rows after it keep their state
 * when the type changes.
 */
export function AccountDetailsSection({ update }: { update: boolean }) {
  const type = useField<number>('account_type_id', { subscription: { value: true } }).input.value;
  const companyCountry = useField<string>('company_country', { subscription: { value: true } }).input.value;
  const rules = accountFieldRules(type, companyCountry);
  return (
    <FormSection title={accountTexts.detailsSection}>
      <AccountTypeField />
      <>
        {rules.companyFields ? (
          <FieldPair>
            <CountrySelect
              name="company_country"
              label={accountTexts.companyCountry}
              disabled={update}
              helperText={update ? accountTexts.companyCountryFixed : undefined}
            />
            <TextField name="registration_number" label={accountTexts.registrationNumber} maxLength={accountLimits.registrationNumber} />
          </FieldPair>
        ) : null}
      </>
      <FieldPair>
        {rules.nameInput === 'lookup' ? (
          <CompanyLookup label={rules.nameLabel} />
        ) : (
          <AccountNameField label={rules.nameLabel} autoComplete={rules.companyFields ? 'organization' : 'name'} />
        )}
        <TextField name="account_reference" label={accountTexts.accountReference} autoComplete="name" maxLength={accountLimits.accountReference} />
      </FieldPair>
      <FieldPair>
        <TextField name="tax_number" label={accountTexts.taxNumber} maxLength={accountLimits.taxNumber} />
      </FieldPair>
    </FormSection>
  );
}
