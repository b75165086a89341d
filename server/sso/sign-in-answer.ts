import { SSO_DOMAIN_PARAM, SSO_ERROR_PARAM, SSO_RESULT_PARAM, SSO_SIGN_IN_PAGE, type SsoFailureReason } from '../../src/api/contract';
import type { Services } from '../services';
import { newFlowToken } from '../auth/random';
import { findConnection, type ConnectionRow } from './connection-store';
import { SsoFailure, type ProviderIdentity } from './provider-identity';
import { signInPerson } from './sign-in-person';
import { recordSignedIn, takeForAnswer, type SignInRow } from './sign-in-store';

/** Checks the provider's answer for the sign-in and connection it belongs to; throws SsoFailure. */
export type AnswerCheck = (signIn: SignInRow, connection: ConnectionRow) => Promise<ProviderIdentity>;

/** Where the browser goes after a failure: the sign-in page, with the reason (and the domain it concerns). */
export function failurePage(reason: SsoFailureReason, domain?: string): string {
  const query = new URLSearchParams({ [SSO_ERROR_PARAM]: reason });
  if (reason === 'email_domain' && domain) query.set(SSO_DOMAIN_PARAM, domain);
  return `${SSO_SIGN_IN_PAGE}?${query.toString()}`;
}

const finishPage = (token: string): string => `${SSO_SIGN_IN_PAGE}?${new URLSearchParams({ [SSO_RESULT_PARAM]: token }).toString()}`;

/**
 * A provider's answer, whichever protocol: takes the sign-in its state names (once), checks the
 * answer against it, finds or makes the person and their membership, and answers the page the
 * browser goes to: with a one-time token for the device that started, or with the failure's
 * reason. Nothing of a failure's detail reaches the browser; an unexpected error is logged and
 * shown as the provider's failure, never as a stack trace.
 */
export async function answerSignIn(services: Services, state: string | null, check: AnswerCheck): Promise<string> {
  if (!state) return failurePage('state');
  const now = services.clock.now();
  try {
    const taken = await takeForAnswer(services.db, state, now);
    if ('refused' in taken) return failurePage(taken.refused);
    const { signIn } = taken;
    const connection = await findConnection(services.db, signIn.account_id);
    // Removed or switched to the other protocol since the sign-in started: no provider to check against.
    if (!connection || connection.protocol !== signIn.protocol) return failurePage('provider');
    const identity = await check(signIn, connection);
    const token = newFlowToken();
    await services.db.transaction(async (tx) => {
      const { user } = await signInPerson(tx, connection, identity, now);
      await recordSignedIn(tx, signIn.id, user.id, token);
    });
    return finishPage(token);
  } catch (error) {
    if (error instanceof SsoFailure) {
      // The administrator's IT team asks why a sign-in failed: the detail is for them, in the log.
      console.warn(`A single sign-on answer was refused: ${error.message}`);
      return failurePage(error.reason, error.detail);
    }
    console.error('A single sign-on answer failed:', error);
    return failurePage('provider');
  }
}
