import type { ReactNode } from 'react';
import './shell.css';

export type AlertStatus = 'error' | 'warning' | 'info';

const PALETTE: Record<AlertStatus, string> = { error: 'red', warning: 'orange', info: 'blue' };

export type AlertMessageProps = {
  message: string;
  /** An error or a warning is announced at once (role alert); information waits its turn (role status). */
  status: AlertStatus;
};

/**
 * One message in a coloured box, for what a screen must say in place rather than in a toast.
 * Plain elements (shell.css): Manage Users shows one to STANDARD members, and the login page one
 * when start-up failed, and neither loads Chakra.
 */
export function AlertMessage({ message, status }: AlertMessageProps) {
  return (
    <AlertBox status={status}>
      <div className="pt-alert__title">{message}</div>
    </AlertBox>
  );
}

/** The box itself, with its status icon, for alerts that hold more than a message. */
export function AlertBox({ status, children }: { status: AlertStatus; children: ReactNode }) {
  return (
    <div className={`pt-alert pt-palette--${PALETTE[status]}`} role={status === 'info' ? 'status' : 'alert'}>
      <StatusIcon status={status} />
      {children}
    </div>
  );
}

/** Chakra's alert icons: an exclamation mark for errors and warnings, an 'i' for information, in a filled circle. */
function StatusIcon({ status }: { status: AlertStatus }) {
  return (
    <svg className="pt-alert__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="currentColor" />
      {status !== 'info' ? (
        <path d="M12 7v6M12 16.5v.5" stroke="white" strokeWidth="2.2" strokeLinecap="round" />
      ) : (
        <path d="M12 11v6M12 7.5v.5" stroke="white" strokeWidth="2.2" strokeLinecap="round" />
      )}
    </svg>
  );
}
