import { useMutation } from '@tanstack/react-query';
import { billingApi } from '../../api/billing';
import type { SubscribeRequest } from '../../api/contract';
import { clearPackageToken } from './package-token';

/**
 * POST package/subscribe with the chosen account's token; on success the browser leaves for the
 * provider's hosted checkout and the saved package token is cleared (spec 4 "Subscribe"). Offline,
 * http.ts refuses it at once and the form keeps its values.
 */
export function useSubscribe() {
  return useMutation({
    mutationFn: ({ request, accountToken }: { request: SubscribeRequest; accountToken: string }) =>
      billingApi.subscribe(request, accountToken),
    onSuccess: ({ data }) => {
      clearPackageToken();
      window.location.assign(data.access_url);
    },
  });
}
