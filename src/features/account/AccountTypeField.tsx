import { Flex, RadioGroup, Text } from '@chakra-ui/react';
import { useField } from 'react-final-form';
import { accountTexts, accountTypeLabels } from '../../i18n/account';
import { visibleError } from '../../ui/form';
import { ACCOUNT_TYPE_IDS, type AccountTypeId } from '../../api/contract';

const ERROR_ID = 'account_type_id-error';

/**
 * Spec 3 account types as radio buttons: three choices read at a glance, and the fields below
 * change with the choice. The form holds the number the API wants; the radios carry it as text.
 * Each radio is a real input of the group's name, so the arrow keys move the choice.
 */
export function AccountTypeField() {
  const { input, meta } = useField<AccountTypeId>('account_type_id');
  const error = visibleError(meta);
  return (
    <RadioGroup.Root
      name="account_type_id"
      value={input.value ? String(input.value) : null}
      onValueChange={({ value }) => {
        if (value) input.onChange(Number(value) as AccountTypeId);
      }}
      invalid={Boolean(error)}
      colorPalette="blue"
      size="sm"
      display="flex"
      flexDirection="column"
      gap="1.5"
      aria-describedby={error ? ERROR_ID : undefined}
    >
      <RadioGroup.Label fontWeight="medium" mb="2">
        {accountTexts.accountType}
      </RadioGroup.Label>
      <Flex direction={{ base: 'column', sm: 'row' }} gap={{ base: '2', sm: '6' }}>
        {ACCOUNT_TYPE_IDS.map((id) => (
          <RadioGroup.Item key={id} value={String(id)} gap="2.5" fontWeight="normal" cursor="pointer">
            <RadioGroup.ItemHiddenInput onFocus={() => input.onFocus()} onBlur={() => input.onBlur()} />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{accountTypeLabels[id]}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </Flex>
      {error ? (
        <Text id={ERROR_ID} textStyle="xs" fontWeight="medium" color="fg.error">
          {error}
        </Text>
      ) : null}
    </RadioGroup.Root>
  );
}
