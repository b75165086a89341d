import {
  PromotePrimaryContactResponse, UpdateMeResponse, UserOptionList, type UpdateMeRequest,
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
};
