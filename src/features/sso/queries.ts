import { queryOptions } from '@tanstack/react-query';
import { ssoApi } from '../../api/sso';

/** Keys start with [userId, accountId] (DESIGN "Data"). */
export const ssoKeys = {
  domains: (userId: number, accountId: number) => [userId, accountId, 'sso', 'domains'] as const,
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
