import type { Migration } from './migration';

/**
 * Secrets the server generates for itself when the operator set none (auth/jwt-secret.ts): on
 * PostgreSQL every instance on the database reads the same row, so tokens signed by one are
 * accepted by all. Inserted once ("on conflict do nothing"), never updated.
 */
export const serverSecrets: Migration = {
  id: '009-server-secrets',
  sql: `
create table server_secrets (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);
`,
};
