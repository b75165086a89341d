import { Text } from '@chakra-ui/react';
import { useField } from 'react-final-form';
import { TENANCY, type TenancyName } from '../../api/contract';
import { inviteTexts, tenancyChoiceLabels } from '../../i18n/members';
import { CheckboxListField, type CheckboxOption } from '../../ui/form';
import { SelectField, type SelectOption } from '../../ui/form/SelectField';

/** Spec 6: Standard first (the default), then Administrators. */
const TENANCY_OPTIONS: readonly SelectOption<TenancyName>[] = [
  { value: TENANCY.STANDARD, label: tenancyChoiceLabels[TENANCY.STANDARD] },
  { value: TENANCY.ADMINISTRATOR, label: tenancyChoiceLabels[TENANCY.ADMINISTRATOR] },
];

export type MemberAccessFieldsProps = {
  /** The account's apps; a ticked one is allowed. */
  apps: readonly CheckboxOption<number>[];
  appsHint: string;
  /** The account's apps were read and it has none: Standard members have nothing to be given yet. */
  noApps?: boolean;
  /** Why the user type cannot change (the last administrator's): the choice is disabled, with this beside it. */
  tenancyFixed?: string;
};

/**
 * What a member may do, shared by the invite and edit forms: the user type (`tenancy`) and, for
 * Standard only (spec 6), the apps they may use (`packages`). Administrators use every app.
 */
export function MemberAccessFields({ apps, appsHint, noApps = false, tenancyFixed }: MemberAccessFieldsProps) {
  const { input: tenancy } = useField<TenancyName>('tenancy', { subscription: { value: true } });
  const standard = tenancy.value === TENANCY.STANDARD;
  return (
    <>
      <SelectField<TenancyName>
        name="tenancy"
        label={inviteTexts.userType}
        options={TENANCY_OPTIONS}
        disabled={tenancyFixed !== undefined}
        helperText={tenancyFixed}
      />
      {standard && apps.length > 0 && (
        <CheckboxListField<number> name="packages" label={inviteTexts.apps} options={apps} helperText={appsHint} />
      )}
      {/* Why there is nothing to choose, rather than a section that is simply not there. */}
      {standard && apps.length === 0 && noApps && <Text color="fg.muted">{inviteTexts.noAppsYet}</Text>}
    </>
  );
}
