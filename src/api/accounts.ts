import { array } from 'superstruct';
import { CompanySearchResult, UserAccount, type CreateAccountRequest, type UpdateAccountRequest } from './contract';
import { request } from './http';

/** Spec 7: account calls. Updates go with the chosen account's token as bearer. */
export const accountsApi = {
  create: (body: CreateAccountRequest) => request('account', UserAccount, { method: 'POST', body }),
  update: (body: UpdateAccountRequest, accountToken: string) =>
    request('account', UserAccount, { method: 'PUT', body, token: accountToken }),
  /** GET company/{search text}: the company lookup of the account form. */
  searchCompanies: (text: string, signal?: AbortSignal) =>
    request(`company/${encodeURIComponent(text)}`, array(CompanySearchResult), { signal }),
};
