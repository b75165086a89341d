import { accountLimits } from '../../api/contract';
import { accountTexts } from '../../i18n/account';
import { TextField } from '../../ui/form';
import { CountrySelect } from '../../ui/form/CountrySelect';
import { PhoneField } from '../../ui/form/PhoneField';
import { FieldPair, FormSection } from './FormSection';

/** Spec 2 "Telephone": an international number, the United Kingdom first. */
export function ContactSection() {
  return (
    <FormSection title={accountTexts.contactSection}>
      <FieldPair>
        <PhoneField name="phone_number" label={accountTexts.phoneNumber} defaultCountry="GB" />
      </FieldPair>
    </FormSection>
  );
}

/** The account's (first) address; the company lookup fills it in for a UK company. */
export function AddressSection() {
  return (
    <FormSection title={accountTexts.addressSection}>
      <FieldPair>
        <TextField name="address_1" label={accountTexts.address1} autoComplete="address-line1" maxLength={accountLimits.address} />
        <TextField name="address_2" label={accountTexts.address2} autoComplete="address-line2" maxLength={accountLimits.address} />
      </FieldPair>
      <FieldPair>
        <TextField name="city" label={accountTexts.city} autoComplete="address-level2" maxLength={accountLimits.city} />
        <TextField name="postal_code" label={accountTexts.postalCode} autoComplete="postal-code" maxLength={accountLimits.postalCode} />
      </FieldPair>
      <FieldPair>
        <CountrySelect name="country" label={accountTexts.country} />
      </FieldPair>
    </FormSection>
  );
}
