import type { ValidationErrors } from 'final-form';
import { connectionRefusals, SaveConnectionRequest, type SsoConnection, type SsoProtocol } from '../../api/contract';
import { structValidator } from '../../ui/form';

/**
 * The Connection form holds every field of both protocols, so switching back keeps what was typed.
 * A field emptied by the user is undefined (final-form's way).
 */
export type ConnectionValues = {
  protocol: SsoProtocol;
  issuer?: string;
  client_id?: string;
  client_secret?: string;
  metadata_url?: string;
  metadata_xml?: string;
};

/** The form's first values: the saved connection (never a secret), or an empty OpenID Connect one. */
export const connectionValues = (connection: SsoConnection | null): ConnectionValues => ({
  protocol: connection?.protocol === 'saml' ? 'saml' : 'oidc',
  issuer: connection?.issuer ?? '',
  client_id: connection?.client_id ?? '',
  client_secret: '',
  metadata_url: connection?.metadata_url ?? '',
  metadata_xml: connection?.metadata_xml ?? '',
});

/** What is sent: the chosen protocol's fields only, trimmed as the server stores them (the secret as typed). */
export function connectionRequest(values: ConnectionValues): SaveConnectionRequest {
  const trimmed = (value: string | undefined) => (value ?? '').trim();
  if (values.protocol === 'oidc') {
    return { protocol: 'oidc', issuer: trimmed(values.issuer), client_id: trimmed(values.client_id), client_secret: values.client_secret ?? '' };
  }
  return { protocol: 'saml', metadata_url: trimmed(values.metadata_url), metadata_xml: trimmed(values.metadata_xml) };
}

const fieldChecks = structValidator(SaveConnectionRequest);

/** Each field's own checks, then the rules across fields, as the server applies them. */
export const connectionValidator = (hasStoredSecret: boolean) => (values: ConnectionValues): ValidationErrors => {
  const request = connectionRequest(values);
  const own = fieldChecks(request);
  if (own) return own;
  const refusals = connectionRefusals(request, hasStoredSecret);
  return Object.keys(refusals).length > 0 ? refusals : undefined;
};
