import type { Migration } from './migration';

/**
 * Links belong to a connection, and verified domains are re-checked (issue 50).
 *
 * sso_connections.id: names the connection as it stands. A save that changes the issuer or the
 * protocol gives it a new id (connection-store.ts), so links made through the provider before
 * count for nothing; a removed connection takes its links with it (cascade).
 *
 * sso_identities.connection_id: the connection that made the link. Links of accounts that no
 * longer have a connection are dropped: nothing could honour them.
 *
 * sso_domains: the daily re-check of a verified domain's TXT record. checked_at is its last run,
 * check_failed_at the first check of a run of failures (cleared by a passing one), and lost_at when
 * the record had been gone long enough that the domain stopped counting (verified_at cleared).
 */
export const ssoLinksDomains: Migration = {
  id: '021-sso-links-domains',
  sql: `
alter table sso_connections add column id serial;
alter table sso_connections add constraint sso_connections_id unique (id);

alter table sso_identities add column connection_id integer;
update sso_identities i set connection_id = c.id from sso_connections c where c.account_id = i.account_id;
delete from sso_identities where connection_id is null;
alter table sso_identities alter column connection_id set not null;
alter table sso_identities add constraint sso_identities_connection
  foreign key (connection_id) references sso_connections (id) on delete cascade;
alter table sso_identities drop constraint sso_identities_pkey;
alter table sso_identities add primary key (connection_id, issuer, subject);

alter table sso_domains add column checked_at timestamptz;
alter table sso_domains add column check_failed_at timestamptz;
alter table sso_domains add column lost_at timestamptz;
create index sso_domains_verified_checked on sso_domains (checked_at) where verified_at is not null;
`,
};
