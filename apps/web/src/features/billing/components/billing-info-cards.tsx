import { CalendarClock, LifeBuoy, ShieldCheck } from 'lucide-react';

const cards = [
  {
    icon: CalendarClock,
    title: 'Annual billing',
    text: 'Educator Pro renews on your purchase anniversary. Cancel at any time: you keep access until the period ends.',
  },
  {
    icon: ShieldCheck,
    title: 'Secure payments',
    text: 'Card details go straight to the payment provider. TradeArena never sees or stores your card number.',
  },
  {
    icon: LifeBuoy,
    title: 'Need help?',
    text: 'Questions about an invoice or district pricing? Contact support: educators get priority replies.',
  },
];

/** The billing page's information cards (docs/product/educators.md#billing). */
export function BillingInfoCards() {
  return (
    <ul className="grid gap-4 md:grid-cols-3" aria-label="Billing information">
      {cards.map((card) => (
        <li key={card.title} className="rounded-2xl border border-slate-800 bg-slate-900/50 p-5">
          <card.icon className="size-5 text-emerald-300" aria-hidden="true" />
          <h3 className="mt-3 font-semibold text-white">{card.title}</h3>
          <p className="mt-1 text-sm leading-relaxed text-slate-400">{card.text}</p>
        </li>
      ))}
    </ul>
  );
}
