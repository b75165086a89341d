import type { SecondFactorMethods } from '../../api/contract';

/**
 * The second factors a sign-in may continue with, as the verify-2fa page's query carries them
 * (`methods=totp,passkey`): the page reads them from its address, so a reload keeps them.
 */
export type SecondFactorMethod = 'totp' | 'passkey';

const ORDER: readonly SecondFactorMethod[] = ['totp', 'passkey'];

/** The methods the login answer names, in a fixed order. */
export function methodsOf(twoStep: SecondFactorMethods | null): SecondFactorMethod[] {
  return twoStep ? ORDER.filter((method) => twoStep[method]) : [];
}

export const formatMethods = (methods: readonly SecondFactorMethod[]): string => methods.join(',');

/** The query's methods; anything it does not know is ignored. */
export function parseMethods(query: string | null): SecondFactorMethod[] {
  const named = new Set((query ?? '').split(',').map((part) => part.trim()));
  return ORDER.filter((method) => named.has(method));
}

/**
 * What the second step shows: the app's code when the user has the app, the recovery-code form
 * when they asked for it (`use=recovery`, kept in the address like everything else), otherwise
 * the passkey prompt.
 */
export type TwoStepView = 'code' | 'recovery' | 'passkey';

export const RECOVERY_VIEW = 'recovery';

export function twoStepView(methods: readonly SecondFactorMethod[], use: string | null): TwoStepView {
  if (use === RECOVERY_VIEW) return 'recovery';
  if (methods.includes('totp')) return 'code';
  return methods.includes('passkey') ? 'passkey' : 'recovery';
}
