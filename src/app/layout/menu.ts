import { TENANCY, type UserAccount } from '../../api/contract';
import { layoutTexts } from '../../i18n/shell';
import { paths } from '../../routing/paths';

export type MenuItem = { label: string; to: string };

/** Spec "Layout and side menu": the menu follows the selected account's tenancy, STANDARD by default. */
export function menuFor(tenancy: UserAccount['tenancy'] | null | undefined): MenuItem[] {
  if (tenancy === TENANCY.ADMINISTRATOR) {
    return [
      { label: layoutTexts.apps, to: paths.dashboard },
      { label: layoutTexts.manageUsers, to: paths.manageUser },
      { label: layoutTexts.activity, to: paths.activity },
      { label: layoutTexts.singleSignOn, to: paths.sso },
      { label: layoutTexts.account, to: paths.updateAccount },
      { label: layoutTexts.myProfile, to: paths.profile },
      { label: layoutTexts.security, to: paths.security },
    ];
  }
  return [
    { label: layoutTexts.dashboard, to: paths.dashboard },
    { label: layoutTexts.products, to: paths.products },
    { label: layoutTexts.myProfile, to: paths.profile },
    { label: layoutTexts.security, to: paths.security },
  ];
}

/** 'Switch Account' is offered only when there is another account to switch to. */
export const canSwitchAccount = (accountCount: number): boolean => accountCount > 1;
