import { createContext, useContext } from 'react';

/**
 * A launcher link to the login page (spec 2 "Login"): `token` (an account token) and `referrer`
 * in the query. Pure, so it is tested without React.
 */
export type LaunchLink = {
  token: string;
  referrer: string;
  /** The same query without the token: the account token must not stay in the address bar or history. */
  searchWithoutToken: string;
};

export function readLaunchLink(search: string): LaunchLink | null {
  const params = new URLSearchParams(search);
  const token = params.get('token');
  const referrer = params.get('referrer');
  if (!token || !referrer) return null;
  params.delete('token');
  return { token, referrer, searchWithoutToken: params.toString() };
}

/**
 * Why a launcher link could not be exchanged, for the login page to show above its form; null
 * when there was no link or it has not failed.
 */
export const LaunchLinkFailure = createContext<string | null>(null);

export const useLaunchLinkFailure = (): string | null => useContext(LaunchLinkFailure);
