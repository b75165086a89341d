import { RegisterResponse, type RegisterRequest } from '../../api/contract';
import { request } from '../../api/http';

/**
 * Spec 7: POST auth/register-invited-user, with the invitation token as the bearer instead of the
 * session's. Same payload and answer as an ordinary registration.
 */
export function registerInvited(body: RegisterRequest, invitationToken: string): Promise<RegisterResponse> {
  return request('auth/register-invited-user', RegisterResponse, { method: 'POST', body, token: invitationToken });
}
