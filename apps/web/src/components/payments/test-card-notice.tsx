import { SIMULATED_TEST_CARDS } from '@tradearena/contracts';
import { FlaskConical } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';

const OUTCOME_TEXT: Record<(typeof SIMULATED_TEST_CARDS)[number]['outcome'], string> = {
  succeeds: 'succeeds',
  declined: 'is declined',
  insufficient_funds: 'has insufficient funds',
  requires_authentication: 'asks for an authentication step',
};

/** The simulated provider's banner: clearly a TEST payment, no real card charged, and the test cards that work. */
export function TestCardNotice() {
  return (
    <div className="grid gap-2 rounded-xl border border-sky-500/30 bg-sky-500/5 p-4 text-sm">
      <p className="flex items-center gap-2 font-semibold text-sky-200">
        <FlaskConical className="size-4" aria-hidden="true" />
        <Badge variant="secondary">TEST PAYMENT</Badge>
        No real card is charged.
      </p>
      <p className="text-slate-300">Use one of these test cards with any future expiry date and any 3-digit CVC:</p>
      <ul className="grid gap-1 text-slate-300" aria-label="Test cards">
        {SIMULATED_TEST_CARDS.map((card) => (
          <li key={card.number}>
            <span className="tabular font-mono text-white">{card.display}</span> {OUTCOME_TEXT[card.outcome]}
          </li>
        ))}
      </ul>
    </div>
  );
}
