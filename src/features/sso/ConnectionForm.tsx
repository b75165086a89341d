import { useMemo } from 'react';
import { Flex, Stack } from '@chakra-ui/react';
import { useField } from 'react-final-form';
import { ssoConnectionLimits as limits, type SsoConnectionState, type SsoProtocol, type UserAccount } from '../../api/contract';
import { ssoTexts as texts } from '../../i18n/sso';
import { Form, PasswordField, SubmitButton, TextAreaField, TextField } from '../../ui/form';
import { toastSuccess } from '../../ui/toast';
import { connectionRequest, connectionValidator, connectionValues, type ConnectionValues } from './connection-form-values';
import { useSaveConnection } from './connection-mutations';
import { ProtocolField } from './ProtocolField';
import { ProviderSetup } from './ProviderSetup';

/** The chosen protocol's fields, with what to register at the provider above them. */
function ProtocolFields({ state }: { state: SsoConnectionState }) {
  const { input } = useField<SsoProtocol>('protocol', { subscription: { value: true } });
  const protocol = input.value || 'oidc';
  return (
    <Stack gap="4">
      <ProviderSetup protocol={protocol} setup={state.provider} />
      {protocol === 'oidc' ? (
        <>
          <TextField name="issuer" label={texts.issuer} type="url" inputMode="url" autoComplete="off" placeholder="https://login.example.com" maxLength={limits.urlMax} />
          <TextField name="client_id" label={texts.clientId} autoComplete="off" maxLength={limits.clientIdMax} />
          <PasswordField
            name="client_secret"
            label={texts.clientSecret}
            autoComplete="new-password"
            helperText={state.connection?.has_client_secret && state.connection.protocol === 'oidc' ? texts.secretKept : undefined}
          />
        </>
      ) : (
        <>
          <TextField name="metadata_url" label={texts.metadataUrl} type="url" inputMode="url" autoComplete="off" helperText={texts.metadataHelp} maxLength={limits.urlMax} />
          <TextAreaField name="metadata_xml" label={texts.metadataXml} rows={6} />
        </>
      )}
    </Stack>
  );
}

/**
 * The protocol, its fields and 'Save connection'. A refusal shows under its field; a saved
 * connection is said in a toast, and the form starts again from what was saved, secret empty.
 */
export function ConnectionForm({ account, state }: { account: UserAccount; state: SsoConnectionState }) {
  const save = useSaveConnection(account);
  const { connection } = state;
  const initialValues = useMemo(() => connectionValues(connection), [connection]);
  const hasStoredSecret = connection?.protocol === 'oidc' && connection.has_client_secret;
  const validate = useMemo(() => connectionValidator(hasStoredSecret), [hasStoredSecret]);
  const submit = async (values: ConnectionValues) => {
    await save.mutateAsync(connectionRequest(values));
    toastSuccess(texts.connectionSaved);
  };
  return (
    <Form<ConnectionValues> key={connection?.updated_at ?? 'new'} onSubmit={submit} validate={validate} initialValues={initialValues} label={texts.connection}>
      <ProtocolField />
      <ProtocolFields state={state} />
      <Flex justify="flex-end">
        <SubmitButton fullWidth={false}>{texts.saveConnection}</SubmitButton>
      </Flex>
    </Form>
  );
}
