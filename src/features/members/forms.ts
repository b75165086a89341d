import { type } from 'superstruct';
import {
  AllowPackagesRequest, InviteEmailList, InviteRequest, TENANCY,
  type MemberRow, type TenancyName,
} from '../../api/contract';
import { structValidator } from '../../ui/form/validator';
import { allowedProductIds, blockedProductIds } from './member-rules';

/**
 * The invite and edit forms: their values, their checks (the contract's structs, so the form
 * refuses what the server would, with its messages) and the requests they send. In both forms
 * `packages` holds the apps the member may use: a ticked box is an allowed app.
 */
export type InviteFormValues = { tenancy: TenancyName; emails?: string; packages?: number[] };
export type EditFormValues = { tenancy: TenancyName; packages: number[] };

/** Spec 6: Standard by default, and every app blocked until ticked. */
export const INVITE_DEFAULTS: InviteFormValues = { tenancy: TENANCY.STANDARD, packages: [] };

export const validateInvite = structValidator(type({ emails: InviteEmailList, tenancy: InviteRequest.schema.tenancy }));

/** Spec 5 "Membership edit": packages list required, tenancy required. */
export const validateEdit = structValidator(
  type({ tenancy: AllowPackagesRequest.schema.tenancy, packages: AllowPackagesRequest.schema.packages }),
);

/** Only Standard members have apps blocked (spec 6); the list is not shown for administrators. */
const isStandard = (tenancy: TenancyName) => tenancy === TENANCY.STANDARD;

/**
 * Spec 6: the account's apps left unticked are sent as blocked_packages. Without the list of apps
 * (it failed to load) none is named, and the server blocks them all: an invitee never gets more
 * than the administrator could see and choose.
 */
export function toInviteRequest(values: InviteFormValues, productIds: readonly number[] | null): InviteRequest {
  const allowed = values.packages ?? [];
  const emails = (values.emails ?? '').trim();
  if (!isStandard(values.tenancy)) return { emails, tenancy: values.tenancy, blocked_packages: [] };
  if (productIds === null) return { emails, tenancy: values.tenancy };
  return { emails, tenancy: values.tenancy, blocked_packages: productIds.filter((id) => !allowed.includes(id)) };
}

/** Spec 4: a reinvite re-sends the invitation with the same e-mail and tenancy, and the same blocked apps. */
export function reinviteRequest(row: MemberRow): InviteRequest {
  return {
    emails: row.email.trim(),
    tenancy: row.tenancy,
    blocked_packages: isStandard(row.tenancy) ? blockedProductIds(row) : [],
  };
}

export const editValuesFromRow = (row: MemberRow): EditFormValues => ({ tenancy: row.tenancy, packages: allowedProductIds(row) });

/** The ticked apps for a Standard member; an administrator may use every app of the account. */
export function toAllowPackagesRequest(row: MemberRow, values: EditFormValues): AllowPackagesRequest {
  return {
    email: row.email.trim(),
    tenancy: values.tenancy,
    packages: isStandard(values.tenancy) ? values.packages : row.packages.map((entry) => entry.id),
  };
}
