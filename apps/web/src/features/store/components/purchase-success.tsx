import { CircleCheck } from 'lucide-react';

/** Step 3 (success): 'Purchase Successful!' or the league purchase's message; the dialog closes itself after 2 s. */
export function PurchaseSuccess({ title, description }: { title: string; description: string }) {
  return (
    <div role="status" className="grid justify-items-center gap-2 py-4 text-center">
      <CircleCheck className="size-12 text-emerald-400" aria-hidden="true" />
      <p className="text-xl font-bold text-white">{title}</p>
      <p className="text-sm text-slate-300">{description}</p>
    </div>
  );
}
