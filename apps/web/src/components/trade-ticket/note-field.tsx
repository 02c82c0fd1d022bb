import { ORDER_NOTE_MAX_LENGTH } from '@tradearena/contracts';
import { Textarea } from '@/components/ui/textarea.tsx';

/** The order's note (ADR 026): why the player trades, plain text up to 500 characters; required by some leagues. */
export function NoteField({
  id,
  value,
  onChange,
  required,
}: {
  id: string;
  value: string;
  onChange: (note: string) => void;
  required: boolean;
}) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-200">
        Note {required ? '(required)' : '(optional)'}
      </label>
      <Textarea
        id={id}
        rows={2}
        maxLength={ORDER_NOTE_MAX_LENGTH}
        value={value}
        required={required}
        placeholder="Why are you making this trade?"
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
