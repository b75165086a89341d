import type { Context } from 'hono';
import { twoStepMessages } from '../../../src/api/contract';
import { badRequest } from '../../http/errors';
import { countSignInFailure, refuseSignIn, signInAttempt } from '../../limits/sign-in';
import type { Services } from '../../services';
import { verifyPassword } from '../passwords';
import type { SessionRow } from '../sessions';
import type { UserRow } from '../users';

/** The field a wrong password is reported on, and the message it gets. */
export type PasswordRefusal = { field: string; message: string };

const SECURITY_REFUSAL: PasswordRefusal = { field: 'password', message: twoStepMessages.passwordWrong };

/**
 * The password again, before a signed-in user changes or weakens how they sign in (a new password
 * or e-mail, turning the app off, new recovery codes). A wrong one is a failed sign-in of their
 * e-mail from the caller's address (limits/sign-in.ts), so a stolen session guesses no faster than
 * the login page allows.
 */
export async function confirmPassword(
  services: Services,
  c: Context,
  caller: { user: UserRow; session: SessionRow },
  password: string,
  refusal: PasswordRefusal = SECURITY_REFUSAL,
): Promise<void> {
  const attempt = signInAttempt(services, c, { email: caller.user.email, device_id: caller.session.device_id ?? '' });
  await refuseSignIn(services, attempt);
  if (await verifyPassword(caller.user.password_hash, password)) return;
  await countSignInFailure(services, attempt);
  throw badRequest(refusal.message, { [refusal.field]: refusal.message });
}
