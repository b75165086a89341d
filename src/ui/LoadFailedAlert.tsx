import { AlertBox } from './AlertMessage';

export type LoadFailedAlertProps = {
  /** What could not be loaded, e.g. 'The members could not be loaded.' */
  what: string;
  /** The reason, from the failure. */
  reason: string;
  retryLabel: string;
  onRetry: () => void;
};

/** In place of a list that could not be read and has nothing saved: why, and a way to try again. */
export function LoadFailedAlert({ what, reason, retryLabel, onRetry }: LoadFailedAlertProps) {
  return (
    <div className="pt-alert-gap">
      <AlertBox status="error">
        <div className="pt-alert__title pt-alert__title--fill">{`${what} ${reason}`}</div>
        <button type="button" className="pt-btn pt-btn--sm pt-btn--outline pt-alert__action" onClick={onRetry}>
          {retryLabel}
        </button>
      </AlertBox>
    </div>
  );
}
