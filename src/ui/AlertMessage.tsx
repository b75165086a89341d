import type { ReactNode } from 'react';
import './shell.css';

export type AlertMessageProps = {
  message: string;
  /** An error is announced at once (role alert); information waits its turn (role status). */
  status: 'error' | 'info';
};

/**
 * One message in a coloured box, for what a screen must say in place rather than in a toast.
 * Plain elements (shell.css): Manage Users shows one to STANDARD members, and that screen loads no Chakra.
 */
export function AlertMessage({ message, status }: AlertMessageProps) {
  return (
    <AlertBox status={status}>
      <div className="pt-alert__title">{message}</div>
    </AlertBox>
  );
}

/** The box itself, with its status icon, for alerts that hold more than a message. */
export function AlertBox({ status, children }: { status: 'error' | 'info'; children: ReactNode }) {
  return (
    <div className={`pt-alert pt-palette--${status === 'error' ? 'red' : 'blue'}`} role={status === 'error' ? 'alert' : 'status'}>
      <StatusIcon status={status} />
      {children}
    </div>
  );
}

/** Chakra's alert icons: an exclamation mark for errors, an 'i' for information, in a filled circle. */
function StatusIcon({ status }: { status: 'error' | 'info' }) {
  return (
    <svg className="pt-alert__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="currentColor" />
      {status === 'error' ? (
        <path d="M12 7v6M12 16.5v.5" stroke="white" strokeWidth="2.2" strokeLinecap="round" />
      ) : (
        <path d="M12 11v6M12 7.5v.5" stroke="white" strokeWidth="2.2" strokeLinecap="round" />
      )}
    </svg>
  );
}
