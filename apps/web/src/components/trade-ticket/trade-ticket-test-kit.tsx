import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MarketStatusResponse as MarketStatus, Order } from '@tradearena/contracts';
import type { ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster.tsx';
import { buildOrder } from '@/test/builders.ts';
import { installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { TradeTicket } from './trade-ticket.tsx';

/** A regular session on Friday 20 November 2026 (for the trade ticket's tests). */
export const OPEN_MARKET: MarketStatus = {
  isOpen: true,
  session: 'regular',
  opensAt: '2026-11-20T14:30:00.000Z',
  closesAt: '2026-11-20T21:00:00.000Z',
  nextOpenAt: '2026-11-23T14:30:00.000Z',
};

export type TicketProps = Parameters<typeof TradeTicket>[0];

/**
 * The trade ticket in `props.context` (AAPL at $200, none held, the market open, New York time) with the toaster;
 * `before` above it.
 */
export function renderTicket(props: Partial<TicketProps> & Pick<TicketProps, 'context'>, before: ReactNode = null) {
  return renderWithApp(
    <>
      {before}
      <TradeTicket symbol="AAPL" price={200} held={0} market={OPEN_MARKET} timeZone="America/New_York" {...props} />
      <Toaster />
    </>,
  );
}

export async function setQuantity(n: string) {
  await userEvent.clear(screen.getByLabelText('Quantity (shares)'));
  await userEvent.type(screen.getByLabelText('Quantity (shares)'), n);
}

/**
 * Places an order the way a player does: chooses `side`, opens the review and confirms it (ticking the first short
 * sale's acknowledgement when it is asked). A refusal before the review (a toast, a field message) stops there.
 */
export async function placeOrder(side: 'Buy' | 'Sell' | 'Short' | 'Cover') {
  await userEvent.click(screen.getByRole('button', { name: side }));
  await userEvent.click(screen.getByRole('button', { name: 'Review order' }));
  const dialog = screen.queryByRole('dialog');
  if (!dialog) return;
  const ack = within(dialog).queryByRole('checkbox');
  if (ack) await userEvent.click(ack);
  await userEvent.click(within(dialog).getByRole('button', { name: `Confirm ${side}` }));
}

/** The server fills every posted order at once at $200 (a market short or cover). */
export function serveFilledOrders() {
  const server = installFakeApi();
  server.on('GET /api/orders', { body: [] });
  server.on('POST /api/orders', (call) => {
    const body = call.body as Partial<Order>;
    return {
      status: 201,
      body: buildOrder({ id: 8, ...body, limitPrice: null, status: 'filled', fillPrice: 200, reservedCash: null }),
    };
  });
  return server;
}
