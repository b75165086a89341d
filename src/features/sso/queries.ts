import { queryOptions } from '@tanstack/react-query';
import { ssoApi } from '../../api/sso';

/** Keys start with [userId, accountId] (DESIGN "Data"). */
export const ssoKeys = {
  domains: (userId: number, accountId: number) => [userId, accountId, 'sso', 'domains'] as const,
  connection: (userId: number, accountId: number) => [userId, accountId, 'sso', 'connection'] as const,
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
