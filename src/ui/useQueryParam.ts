import { useSearchParams } from 'wouter';

/** A query-string value of the current route; empty counts as absent. */
export function useQueryParam(name: string): string | null {
  const [params] = useSearchParams();
  return params.get(name) || null;
}
