import type { ReactNode } from 'react';
import { TENANCY, type UserAccount } from '../api/contract';
import { AlertMessage } from './AlertMessage';

export type AdministratorsOnlyProps = {
  /** The tenancy of the selected account. */
  tenancy: UserAccount['tenancy'] | undefined;
  /** What a STANDARD member reads instead, e.g. 'Only administrators can change this account.' */
  message: string;
  children: ReactNode;
};

/**
 * The content of an administrators' screen. A STANDARD member can still reach the screen by its
 * address; they read why there is nothing for them, and since the content is never mounted, none
 * of its administrator-only calls is made to be refused.
 */
export function AdministratorsOnly({ tenancy, message, children }: AdministratorsOnlyProps) {
  return tenancy === TENANCY.ADMINISTRATOR ? children : <AlertMessage status="info" message={message} />;
}
