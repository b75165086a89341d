import {
  PromotePrimaryContactResponse, UpdateMeResponse, UserOptionList, type UpdateMeRequest, type VerifyNewEmailRequest,
} from './contract';
import { request } from './http';

/** Spec 7: user/ calls. Account-scoped ones carry the chosen account's token. */
export const usersApi = {
  administrators: (accountToken: string) => request('user/administrators', UserOptionList, { token: accountToken }),
  /** GET user/all (administrators): every member of the account, for the subscribe screen's 'Exclude Users'. */
  members: (accountToken: string) => request('user/all', UserOptionList, { token: accountToken }),
  promoteToPrimaryContact: (userId: number, accountToken: string) =>
    request('user/promote-admin-to-primary-contact', PromotePrimaryContactResponse, {
      method: 'PUT',
      body: { user_id: userId },
      token: accountToken,
    }),
  updateMe: (body: UpdateMeRequest) => request('user/update-me', UpdateMeResponse, { method: 'PUT', body }),
  /** The code mailed to the profile's pending address: the answer's user has it as their e-mail. */
  verifyNewEmail: (body: VerifyNewEmailRequest) => request('user/verify-new-email', UpdateMeResponse, { method: 'POST', body }),
  /** A new code for the pending address; the earlier one stops working. */
  resendNewEmail: () => request('user/resend-new-email', UpdateMeResponse, { method: 'POST', body: {} }),
};
