import type { Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/db';
import type { Mailer } from './mail/mailer';
import type { Keys } from './auth/keys';
import type { CompanyDirectory } from './companies/directory';
import type { BillingProvider } from './billing/provider';
import type { AfterResponse } from './http/after-response';

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
};
