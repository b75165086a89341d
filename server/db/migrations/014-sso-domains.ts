import type { Migration } from './migration';

/**
 * The domains an account proves it holds, for single sign-on (DESIGN "Single sign-on and
 * directory sync"). Any account may add a domain, each with its own token for the TXT record;
 * only one may hold it verified, which the partial unique index decides even for two accounts
 * verifying at the same moment. The domain is stored in its lower-case ASCII form (punycode).
 */
export const ssoDomains: Migration = {
  id: '014-sso-domains',
  sql: `
create table sso_domains (
  id serial primary key,
  account_id integer not null references accounts (id) on delete cascade,
  domain text not null,
  token text not null,
  created_at timestamptz not null,
  verified_at timestamptz,
  constraint sso_domains_once_per_account unique (account_id, domain)
);
create unique index sso_domains_verified_once on sso_domains (domain) where verified_at is not null;
`,
};
