import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/db';
import { ChargebeeProvider } from './chargebee';
import type { BillingProvider } from './provider';
import { SandboxProvider } from './sandbox';

/** Chargebee when its site and key are configured (config.ts checks the rest), else the sandbox. */
export function createBillingProvider(deps: { config: Pick<Config, 'chargebee' | 'publicUrl'>; db: Db; clock: Clock }): BillingProvider {
  const { config, db, clock } = deps;
  return config.chargebee ? new ChargebeeProvider(config.chargebee) : new SandboxProvider({ db, clock, publicUrl: config.publicUrl });
}
