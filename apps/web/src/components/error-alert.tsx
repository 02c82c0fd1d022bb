import { CircleAlert } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert.tsx';

/** A form's error message in a destructive alert; nothing when there is none. */
export function ErrorAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert variant="destructive">
      <CircleAlert aria-hidden="true" />
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}
