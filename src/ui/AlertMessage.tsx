import type { ReactNode } from 'react';
import { Alert } from '@chakra-ui/react';

export type AlertStatus = 'error' | 'warning' | 'info';

export type AlertMessageProps = {
  message: string;
  /** An error or a warning is announced at once (role alert); information waits its turn (role status). */
  status: AlertStatus;
};

/** One message in a coloured box, for what a screen must say in place rather than in a toast. */
export function AlertMessage({ message, status }: AlertMessageProps) {
  return (
    <AlertBox status={status}>
      <Alert.Content>
        <Alert.Title>{message}</Alert.Title>
      </Alert.Content>
    </AlertBox>
  );
}

/** The box itself, with its status icon, for alerts that hold more than a message. */
export function AlertBox({ status, children }: { status: AlertStatus; children: ReactNode }) {
  return (
    <Alert.Root status={status} role={status === 'info' ? 'status' : 'alert'} py="3">
      <Alert.Indicator />
      {children}
    </Alert.Root>
  );
}
