import { queryOptions } from '@tanstack/react-query';
import { membersApi } from '../../api/members';
import { scimApi } from '../../api/scim';
import { ssoApi } from '../../api/sso';

/** Keys start with [userId, accountId] (DESIGN "Data"). */
export const ssoKeys = {
  domains: (userId: number, accountId: number) => [userId, accountId, 'sso', 'domains'] as const,
  connection: (userId: number, accountId: number) => [userId, accountId, 'sso', 'connection'] as const,
  scim: (userId: number, accountId: number) => [userId, accountId, 'sso', 'scim'] as const,
  apps: (userId: number, accountId: number) => [userId, accountId, 'sso', 'apps'] as const,
};

/**
 * The account's domains. Not saved for offline reading: they are for setting up, which needs the
 * network anyway, and the records' tokens stay off the device.
 */
export const domainsQuery = (userId: number, accountId: number, accountToken: string) =>
  queryOptions({
    queryKey: ssoKeys.domains(userId, accountId),
    queryFn: () => ssoApi.domains(accountToken),
  });

/** The account's connection and what to register at the provider; not saved offline, as the domains. */
export const connectionQuery = (userId: number, accountId: number, accountToken: string) =>
  queryOptions({
    queryKey: ssoKeys.connection(userId, accountId),
    queryFn: () => ssoApi.connection(accountToken),
  });

/**
 * Directory sync: the base URL, the token's summary (never the token) and the pushed groups. Not
 * saved offline, as the domains: it is for setting up, which needs the network anyway.
 */
export const scimQuery = (userId: number, accountId: number, accountToken: string) =>
  queryOptions({
    queryKey: ssoKeys.scim(userId, accountId),
    queryFn: () => scimApi.state(accountToken),
  });

/**
 * The apps the account can grant, from the call the invite and edit forms of Manage Users read
 * them with (GET product). Keyed here: a feature keeps its own keys, and a group's apps are chosen
 * online only, so nothing is saved.
 */
export const accountAppsQuery = (userId: number, accountId: number, accountToken: string) =>
  queryOptions({
    queryKey: ssoKeys.apps(userId, accountId),
    queryFn: () => membersApi.products(accountToken),
    staleTime: 5 * 60_000,
  });
