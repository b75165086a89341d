import type { PrimaryContact, UserOption } from '../../api/contract';

/**
 * Whether the administrators list holds someone to make primary contact other than the current
 * one. The list names people without their e-mail, so a lone administrator is taken to be the
 * current contact when the names agree; two or more always leave a choice.
 */
export function hasOtherAdministrator(administrators: readonly UserOption[], contact: PrimaryContact | null): boolean {
  if (administrators.length !== 1) return administrators.length > 1;
  const [only] = administrators;
  return !contact || only.first_name !== contact.first_name || only.last_name !== contact.last_name;
}
