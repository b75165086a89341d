import { Alert, Button } from '@chakra-ui/react';

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
    <Alert.Root status="error" role="alert" py="3" mb="4">
      <Alert.Indicator />
      <Alert.Title flex="1" alignSelf="center">{`${what} ${reason}`}</Alert.Title>
      <Button size="sm" variant="outline" alignSelf="center" bg="bg.panel" color="fg" _hover={{ bg: 'bg.muted' }} onClick={onRetry}>
        {retryLabel}
      </Button>
    </Alert.Root>
  );
}
