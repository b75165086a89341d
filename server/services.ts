import type { Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/db';
import type { Mailer } from './mail/mailer';
import type { Keys } from './auth/keys';
import type { CompanyDirectory } from './companies/directory';
import type { BillingProvider } from './billing/provider';

/** What every route module gets: built once per app in createApp. */
export type Services = {
  config: Config;
  db: Db;
  mailer: Mailer;
  clock: Clock;
  keys: Keys;
  companies: CompanyDirectory;
  billing: BillingProvider;
};
