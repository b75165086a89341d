import { chakra, Stack, Text } from '@chakra-ui/react';
import { useField } from 'react-final-form';
import { accountTexts, accountTypeLabels } from '../../i18n/account';
import { NativeChoice, visibleError } from '../../ui/form';
import { ACCOUNT_TYPE_IDS, type AccountTypeId } from '../../api/contract';

const ERROR_ID = 'account_type_id-error';

/**
 * Spec 3 account types as radio buttons: three choices read at a glance, and the fields below
 * change with the choice. The form holds the number the API wants. The browser's own radios in a
 * fieldset: arrow keys, focus and screen readers as users know them, and no state machine to
 * download with the account form.
 */
export function AccountTypeField() {
  const { input, meta } = useField<AccountTypeId>('account_type_id');
  const error = visibleError(meta);
  return (
    <chakra.fieldset border="0" p="0" m="0" minW="0" aria-describedby={error ? ERROR_ID : undefined}>
      <chakra.legend textStyle="sm" fontWeight="medium" mb="2" p="0">
        {accountTexts.accountType}
      </chakra.legend>
      <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: '2', sm: '6' }}>
        {ACCOUNT_TYPE_IDS.map((id) => (
          <NativeChoice
            key={id}
            type="radio"
            name="account_type_id"
            value={String(id)}
            label={accountTypeLabels[id]}
            checked={input.value === id}
            onCheckedChange={() => input.onChange(id)}
            onBlur={() => input.onBlur()}
            onFocus={() => input.onFocus()}
            aria-invalid={error ? true : undefined}
          />
        ))}
      </Stack>
      {error ? (
        <Text id={ERROR_ID} color="fg.error" fontSize="xs" mt="1.5">
          {error}
        </Text>
      ) : null}
    </chakra.fieldset>
  );
}
