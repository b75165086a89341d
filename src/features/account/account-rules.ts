import { ACCOUNT_TYPE, DEFAULT_COUNTRY } from '../../api/contract';
import { accountTexts } from '../../i18n/account';

export type AccountFieldRules = {
  /** 'lookup': the account name is searched in the company register; 'text': typed freely. */
  nameInput: 'lookup' | 'text';
  nameLabel: string;
  /** Company country and registration number (types 2 and 3). */
  companyFields: boolean;
};

/**
 * Spec 2 "Account": which account-name input and which company fields the chosen type shows. The
 * company register searched by the lookup is the UK's, so only a UK registered company uses it.
 */
export function accountFieldRules(typeId: number | undefined, companyCountry: string | null | undefined): AccountFieldRules {
  const country = companyCountry || DEFAULT_COUNTRY;
  switch (typeId) {
    case ACCOUNT_TYPE.REGISTERED_COMPANY:
      return {
        nameInput: country === DEFAULT_COUNTRY ? 'lookup' : 'text',
        nameLabel: accountTexts.companyName,
        companyFields: true,
      };
    case ACCOUNT_TYPE.OTHER:
      return { nameInput: 'text', nameLabel: accountTexts.organisationName, companyFields: true };
    default:
      return { nameInput: 'text', nameLabel: accountTexts.accountName, companyFields: false };
  }
}

/** The update screen is in the route (spec 2): "update mode when the path contains 'update-account'". */
export const isUpdatePath = (path: string): boolean => path.includes('update-account');
