import { paths, withQuery } from '../../src/routing/paths';
import { signPackageToken, verifyPackageToken } from '../auth/jwt';
import type { JwtKey } from '../auth/jwt-key';
import type { Queryable } from '../db/db';
import { findPackage, type CataloguePackage } from './catalogue-store';

/** Long enough to sit in a mail campaign or on a pricing page for a month; re-issue after that. */
export const PACKAGE_LINK_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export type PackageLink = { url: string; expiresAt: Date };

/** `${publicUrl}/subscribe?token=...`: the portal's subscribe page for one package. */
export async function packageLink(key: JwtKey, publicUrl: string, pkg: Pick<CataloguePackage, 'id' | 'name'>, now: Date): Promise<PackageLink> {
  const expiresAt = new Date(now.getTime() + PACKAGE_LINK_DAYS * DAY_MS);
  const token = await signPackageToken(key, { packageId: pkg.id, packageName: pkg.name }, { now, expiresAt });
  return { url: `${publicUrl}${withQuery(paths.subscribe, { token })}`, expiresAt };
}

export type PackageByToken = { kind: 'invalid' } | { kind: 'missing' } | { kind: 'found'; pkg: CataloguePackage };

/** The package a link's token names: a forged, altered or expired token is 'invalid', a deleted package 'missing'. */
export async function packageByToken(db: Queryable, key: JwtKey, token: string, now: Date): Promise<PackageByToken> {
  const packageId = await verifyPackageToken(key, token, now);
  if (packageId === null) return { kind: 'invalid' };
  const pkg = await findPackage(db, packageId);
  return pkg ? { kind: 'found', pkg } : { kind: 'missing' };
}
