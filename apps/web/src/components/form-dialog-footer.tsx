import { Button } from '@/components/ui/button.tsx';
import { DialogFooter } from '@/components/ui/dialog.tsx';

/**
 * A form dialog's Cancel and submit buttons: both disabled while the request runs (`pending`, the submit button then
 * saying `pendingLabel`); `disabled` holds the submit button back until the form is ready.
 */
export function FormDialogFooter({
  onCancel,
  pending,
  submitLabel,
  pendingLabel,
  disabled = false,
}: {
  onCancel: () => void;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  disabled?: boolean;
}) {
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" disabled={disabled || pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}
