import { randomBytes } from 'node:crypto';
import { runCatalogueCommand, type CatalogueCommand } from '../../server/catalogue/catalogue-commands';
import { packageLink } from '../../server/catalogue/package-link';
import { addSubscription } from '../../server/subscriptions/subscription-store';
import type { TestApi } from './api-app';

/** Runs an admin command on the test database, as the CLI does when no server holds it. */
export const runCommand = (api: TestApi, command: CatalogueCommand): Promise<string[]> =>
  runCatalogueCommand({ db: api.db, jwtKey: api.services.keys.jwt, publicUrl: api.config.publicUrl, now: api.clock.now() }, command);

/** The id in "Added product 7: ..." or "Added package 3: ...". */
export const addedId = ([line]: string[]): number => Number(/^Added \w+ (\d+):/.exec(line ?? '')?.[1] ?? NaN);

/** A product with a referrer no other test uses; its id. */
export async function newProduct(api: TestApi, name: string, description = `${name} does things.`): Promise<number> {
  const referrer = `${name.toLowerCase()}-${randomBytes(4).toString('hex')}`;
  return addedId(await runCommand(api, { command: 'product add', name, referrer, url: `https://${referrer}.example.com`, description }));
}

/** A package of the given products; its id. */
export async function newPackage(api: TestApi, name: string, productIds: number[]): Promise<number> {
  const unique = `${name} ${randomBytes(3).toString('hex')}`;
  const priceRef = `price-${randomBytes(4).toString('hex')}`;
  return addedId(await runCommand(api, { command: 'package add', name: unique, priceRef, productIds }));
}

/** The token of a package's subscribe link, signed now by the test clock. */
export async function packageToken(api: TestApi, pkg: { id: number; name: string }): Promise<string> {
  const link = await packageLink(api.services.keys.jwt, api.config.publicUrl, pkg, api.clock.now());
  return new URL(link.url).searchParams.get('token') ?? '';
}

/** An active subscription of the account to the package, as a verified checkout records it; its provider id. */
export async function subscribe(api: TestApi, accountId: number, packageId: number): Promise<string> {
  const providerSubscriptionId = `sub_${randomBytes(6).toString('hex')}`;
  await addSubscription(api.db, { accountId, packageId, provider: 'sandbox', providerSubscriptionId, startedAt: api.clock.now() });
  return providerSubscriptionId;
}
