import type { Migration } from './migration';

/**
 * Each account's connection to its identity provider, one at most (DESIGN "Single sign-on and
 * directory sync"): OpenID Connect fills issuer, client_id and the sealed client secret; SAML 2.0
 * fills metadata_url or metadata_xml. tested_at says when a test last succeeded for the connection
 * as it stands (the sign-in policy needs a tested connection); saving a change clears it.
 */
export const ssoConnections: Migration = {
  id: '015-sso-connections',
  sql: `
create table sso_connections (
  account_id integer primary key references accounts (id) on delete cascade,
  protocol text not null check (protocol in ('oidc', 'saml')),
  issuer text,
  client_id text,
  client_secret_encrypted text,
  metadata_url text,
  metadata_xml text,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  tested_at timestamptz,
  tested_issuer text
);
`,
};
