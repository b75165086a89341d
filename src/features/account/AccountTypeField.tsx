import { Box, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useField } from 'react-final-form';
import { accountTexts, accountTypeLabels } from '../../i18n/account';
import { visibleError } from '../../ui/form';
import { ACCOUNT_TYPE_IDS, type AccountTypeId } from '../../api/contract';

/**
 * Spec 3 account types as radio buttons: three choices read at a glance, and the fields below
 * change with the choice. The form holds the number the API wants.
 */
export function AccountTypeField() {
  const { input, meta } = useField<AccountTypeId>('account_type_id');
  const error = visibleError(meta);
  return (
    <Box>
      <RadioGroup.Root
        name="account_type_id"
        colorPalette="blue"
        value={input.value ? String(input.value) : null}
        onValueChange={(details) => {
          const id = ACCOUNT_TYPE_IDS.find((known) => String(known) === details.value);
          if (id) input.onChange(id);
        }}
      >
        <RadioGroup.Label textStyle="sm" fontWeight="medium" mb="2" display="block">
          {accountTexts.accountType}
        </RadioGroup.Label>
        <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: '2', sm: '6' }}>
          {ACCOUNT_TYPE_IDS.map((id) => (
            <RadioGroup.Item key={id} value={String(id)}>
              <RadioGroup.ItemHiddenInput onBlur={() => input.onBlur()} onFocus={() => input.onFocus()} />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{accountTypeLabels[id]}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      {error ? (
        <Text color="fg.error" fontSize="xs" mt="1.5">
          {error}
        </Text>
      ) : null}
    </Box>
  );
}
