import type { HouseRules } from '@tradearena/contracts';
import { describeHouseRules } from '@/lib/describe-house-rules.ts';

/** The league's or class's house rules on the ticket, before the player trades (ADR 026); nothing without rules. */
export function HouseRulesNotice({ rules }: { rules: HouseRules | null | undefined }) {
  const lines = describeHouseRules(rules);
  if (lines.length === 0) return null;
  return (
    <section aria-label="House rules" className="mt-3 rounded-lg border border-sky-800/60 bg-sky-950/40 p-3">
      <h3 className="text-sm font-semibold text-sky-100">House rules</h3>
      <ul className="mt-1 list-disc pl-5 text-xs leading-relaxed text-sky-100/90">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
