import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';

/** A list that could not be loaded: the message and a "Try again" button that refetches. */
export function RetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert variant="destructive" className="flex-wrap items-center justify-between">
      <span>{message}</span>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
