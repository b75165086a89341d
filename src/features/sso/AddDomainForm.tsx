import { useState } from 'react';
import { Box, Flex } from '@chakra-ui/react';
import { object } from 'superstruct';
import { DomainName, MAX_DOMAIN_LENGTH, type AddDomainRequest, type UserAccount } from '../../api/contract';
import { ssoTexts as texts } from '../../i18n/sso';
import { Form, SubmitButton, TextField, structValidator } from '../../ui/form';
import { useAddDomain } from './mutations';

const validate = structValidator(object({ domain: DomainName }));

/**
 * 'Domain' and 'Add domain'. A refusal (a public domain, one another account holds) shows under
 * the field; once added, the domain is on the list below and the field is empty for the next.
 */
export function AddDomainForm({ account }: { account: UserAccount }) {
  const add = useAddDomain(account);
  // A new form after each domain added: empty, and quiet until its next submit.
  const [formKey, setFormKey] = useState(0);
  const submit = async (values: AddDomainRequest) => {
    await add.mutateAsync({ domain: values.domain.trim() });
    setFormKey((key) => key + 1);
  };
  return (
    <Form<AddDomainRequest> key={formKey} onSubmit={submit} validate={validate} label={texts.addDomain}>
      <Flex direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'flex-start' }} gap="3">
        <Box flex="1" minW="0">
          <TextField name="domain" label={texts.domain} placeholder="example.com" autoComplete="off" inputMode="url" maxLength={MAX_DOMAIN_LENGTH} />
        </Box>
        <Box pt={{ base: '0', sm: '6' }}>
          <SubmitButton fullWidth={false}>{texts.addDomain}</SubmitButton>
        </Box>
      </Flex>
    </Form>
  );
}
