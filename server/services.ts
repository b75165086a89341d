import type { Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/db';
import type { Mailer } from './mail/mailer';
import type { Keys } from './auth/keys';
import type { CompanyDirectory } from './companies/directory';
import type { BillingProvider } from './billing/provider';
import type { AfterResponse } from './http/after-response';
import type { KnownRefusals } from './limits/known-refusals';
import type { MemberListCache } from './members/member-list-cache';
import type { TxtLookup } from './sso/txt-lookup';

/** What every route module gets: built once per app in createApp. */
export type Services = {
  config: Config;
  db: Db;
  mailer: Mailer;
  clock: Clock;
  keys: Keys;
  companies: CompanyDirectory;
  billing: BillingProvider;
  /** Work done after a call has answered (forgot-password's mail). */
  afterResponse: AfterResponse;
  /** Sign-in refusals already read from the database (limits/known-refusals.ts). */
  knownRefusals: KnownRefusals;
  /** Members lists already serialised, per account and version (members/member-list-cache.ts). */
  memberLists: MemberListCache;
  /** Reads the TXT records that prove a domain (sso/txt-lookup.ts), from the servers DNS_SERVERS names. */
  txtLookup: TxtLookup;
};
