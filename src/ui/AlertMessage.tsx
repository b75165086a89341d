import { Alert } from '@chakra-ui/react';

export type AlertMessageProps = {
  message: string;
  /** An error is announced at once (role alert); information waits its turn (role status). */
  status: 'error' | 'info';
};

/** One message in a coloured box, for what a screen must say in place rather than in a toast. */
export function AlertMessage({ message, status }: AlertMessageProps) {
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
