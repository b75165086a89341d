import type { Migration } from './migration';

/**
 * accounts.require_sso: the account requires its people at its verified domains to sign in through
 * its identity provider (DESIGN "Single sign-on and directory sync"). A setting of the account, as
 * require_two_step is, rather than of its connection: removing or replacing the connection keeps
 * the administrators' choice, and the policy holds again once the new connection is tested.
 */
export const ssoPolicy: Migration = {
  id: '016-sso-policy',
  sql: `
alter table accounts add column require_sso boolean not null default false;
`,
};
