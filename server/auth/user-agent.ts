import Bowser from 'bowser';

export const UNKNOWN_BROWSER = 'Unknown browser';
export const UNKNOWN_SYSTEM = 'Unknown system';

/** 'Chrome 131' and 'Linux' from a User-Agent: enough to tell one's devices apart, no more. */
export function describeUserAgent(userAgent: string | null): { browser: string; system: string } {
  if (!userAgent) return { browser: UNKNOWN_BROWSER, system: UNKNOWN_SYSTEM };
  const { browser, os } = Bowser.parse(userAgent);
  const major = browser.version?.split('.')[0];
  return {
    browser: browser.name ? [browser.name, major].filter(Boolean).join(' ') : UNKNOWN_BROWSER,
    system: os.name || UNKNOWN_SYSTEM,
  };
}
