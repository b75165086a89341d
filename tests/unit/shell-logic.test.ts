import { describe, expect, it } from 'vitest';
import { afterSelectionPath, hasPackageMarker, readSelectionMarkers } from '../../src/features/accounts/after-selection';
import { canSwitchAccount, menuFor } from '../../src/app/layout/menu';
import { isNarrowWidth } from '../../src/app/layout/useMenuCollapse';
import { initials } from '../../src/ui/initials';
import { storageKeys } from '../../src/session/storage-keys';

describe('afterSelectionPath (spec 4, after an account is selected)', () => {
  const none = { packageToken: false, referrer: false, accountUpdated: false };

  it('goes to the dashboard by default', () => {
    expect(afterSelectionPath(none)).toBe('/dashboard');
  });

  it('goes to /subscribe-package when a package token is stored, whatever else is', () => {
    expect(afterSelectionPath({ packageToken: true, referrer: true, accountUpdated: true })).toBe('/subscribe-package');
  });

  it('goes to /redirect when a referrer is stored', () => {
    expect(afterSelectionPath({ ...none, referrer: true, accountUpdated: true })).toBe('/redirect');
  });

  it('stays put when the account-updated flag is stored', () => {
    expect(afterSelectionPath({ ...none, accountUpdated: true })).toBeNull();
  });

  it('reads the markers from local storage', () => {
    expect(readSelectionMarkers()).toEqual(none);
    localStorage.setItem(storageKeys.referrer, 'crm');
    localStorage.setItem(storageKeys.packageToken, 'pkg');
    expect(readSelectionMarkers()).toEqual({ packageToken: true, referrer: true, accountUpdated: false });
    expect(hasPackageMarker()).toBe(true);
  });
});

describe('menuFor (spec "Layout and side menu")', () => {
  const labels = (tenancy: Parameters<typeof menuFor>[0]) => menuFor(tenancy).map((item) => `${item.label} ${item.to}`);

  it('gives administrators Apps, Manage Users, Activity, Single sign-on, Account, My Profile and Security', () => {
    expect(labels('ADMINISTRATOR')).toEqual([
      'Apps /dashboard',
      'Manage Users /dashboard/manage-user',
      'Activity /dashboard/activity',
      'Single sign-on /dashboard/sso',
      'Account /dashboard/update-account',
      'My Profile /dashboard/profile',
      'Security /dashboard/security',
    ]);
  });

  it('gives standard users (the default) Dashboard, Products, My Profile and Security', () => {
    const standard = ['Dashboard /dashboard', 'Products /dashboard/products', 'My Profile /dashboard/profile', 'Security /dashboard/security'];
    expect(labels('STANDARD')).toEqual(standard);
    expect(labels(null)).toEqual(standard);
  });

  it('offers Switch Account only with more than one account', () => {
    expect([0, 1, 2].map(canSwitchAccount)).toEqual([false, false, true]);
  });
});

describe('layout helpers', () => {
  it('counts 1024 px and less as narrow', () => {
    expect([360, 1024, 1025, 1280].map(isNarrowWidth)).toEqual([true, true, false, false]);
  });

  it('makes initials from first and last name', () => {
    expect(initials('ada', 'Lovelace')).toBe('AL');
    expect(initials(' Grace ', '')).toBe('G');
    expect(initials(undefined, undefined)).toBe('?');
  });
});
