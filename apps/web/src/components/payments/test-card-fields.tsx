import { FormField } from '@/components/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { formatCardNumber, formatExpiry } from '@/lib/payments/card-input.ts';

export interface TestCard {
  cardNumber: string;
  expiry: string;
  cvc: string;
}
export const emptyTestCard: TestCard = { cardNumber: '', expiry: '', cvc: '' };

/** True when one of the three fields is still blank (PAYMENT_MESSAGES.cardIncomplete). */
export function isTestCardIncomplete(card: TestCard): boolean {
  return !card.cardNumber.trim() || !card.expiry.trim() || !card.cvc.trim();
}

/** Card number, expiry (MM/YY) and CVC of the simulated provider's forms, formatted as typed. */
export function TestCardFields({ card, onChange }: { card: TestCard; onChange: (card: TestCard) => void }) {
  return (
    <>
      <FormField id="card-number" label="Card number">
        <Input
          id="card-number"
          inputMode="numeric"
          autoComplete="off"
          placeholder="4242 4242 4242 4242"
          value={card.cardNumber}
          onChange={(e) => onChange({ ...card, cardNumber: formatCardNumber(e.target.value) })}
        />
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <FormField id="card-expiry" label="Expiry (MM/YY)">
          <Input
            id="card-expiry"
            inputMode="numeric"
            autoComplete="off"
            placeholder="12/30"
            value={card.expiry}
            onChange={(e) => onChange({ ...card, expiry: formatExpiry(e.target.value) })}
          />
        </FormField>
        <FormField id="card-cvc" label="CVC">
          <Input
            id="card-cvc"
            inputMode="numeric"
            autoComplete="off"
            placeholder="123"
            maxLength={4}
            value={card.cvc}
            onChange={(e) => onChange({ ...card, cvc: e.target.value.replace(/\D/g, '') })}
          />
        </FormField>
      </div>
    </>
  );
}
