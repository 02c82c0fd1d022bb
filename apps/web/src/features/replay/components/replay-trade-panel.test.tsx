import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order, ReplayDetail } from '@tradearena/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { placeOrder, setQuantity } from '@/components/trade-ticket/trade-ticket-test-kit.tsx';
import { Toaster } from '@/components/ui/toaster.tsx';
import { clearToasts } from '@/components/ui/use-toast.ts';
import { buildOrder, buildPortfolio, buildPosition, buildQuote, signInAs } from '@/test/builders.ts';
import { errorReply, installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { seriousViolations } from '@/test/serious-violations.ts';
import { ReplayPage } from './replay-page.tsx';
import { COMPETITION_ID, FakeWebSocket, made, replayDetail as replay } from './replay-test-kit.ts';

/**
 * The server of a replay: SPY quoted at $500 in it and QQQ at $400, 3 SPY held there; POST /api/orders rests a limit order below the
 * price and fills anything else at $500; the open orders are `resting` and those it rested; DELETE /api/orders/{id}
 * cancels one of them.
 */
function serve(detail: ReplayDetail = replay(), resting: Order[] = []) {
  const server = installFakeApi();
  const open: Order[] = [...resting];
  server.on('GET /api/replays/7', { body: { replay: detail } });
  server.on('GET /api/stocks/quote/SPY', { body: buildQuote({ symbol: 'SPY', price: 500 }) });
  server.on('GET /api/stocks/quote/QQQ', { body: buildQuote({ symbol: 'QQQ', price: 400 }) });
  server.on(`GET /api/competition/${COMPETITION_ID}/portfolio`, { body: buildPortfolio({ buyingPower: 100_000 }) });
  server.on(`GET /api/competition/${COMPETITION_ID}/positions`, {
    body: [buildPosition({ symbol: 'SPY', quantity: 3 })],
  });
  server.on('GET /api/orders', () => ({ body: open }));
  server.on('POST /api/orders', (call) => {
    const body = call.body as Partial<Order>;
    const rests = body.type === 'limit' && (body.limitPrice ?? 0) < 500;
    const order = buildOrder({
      id: 9,
      ...body,
      competitionId: COMPETITION_ID,
      status: rests ? 'open' : 'filled',
      fillPrice: rests ? null : 500,
    });
    if (rests) open.push(order);
    return { status: 201, body: order };
  });
  for (const o of resting)
    server.on(`DELETE /api/orders/${o.id}`, () => {
      open.splice(open.indexOf(o), 1);
      return { body: { ...o, status: 'cancelled', reservedCash: null } };
    });
  server.on(`POST /api/competition/${COMPETITION_ID}/trade`, (call) => ({
    status: 200,
    body: {
      success: true,
      trade: {
        symbol: 'SPY',
        action: 'buy',
        shares: (call.body as { quantity: number }).quantity,
        price: 512.34,
        total: 512.34 * (call.body as { quantity: number }).quantity,
        cashAfter: 90_000,
      },
      portfolio: buildPortfolio(),
    },
  }));
  return server;
}

const renderPage = () =>
  renderWithApp(
    <>
      <ReplayPage replayId={7} />
      <Toaster />
    </>,
  );

/** A calendar day or a year as the page could write one (the replay's day stays secret; its clock is "Day 1 10:45"). */
const NAMES_A_DAY =
  /\b(19|20)\d\d\b|\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.? \d|(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day/;

const chooseType = (label: string) => userEvent.selectOptions(screen.getByLabelText('Order type'), label);

beforeEach(() => {
  made.length = 0;
  vi.stubGlobal('WebSocket', FakeWebSocket);
  signInAs();
});
afterEach(() => {
  clearToasts();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the replay page’s trade ticket (the one ticket, in the replay’s portfolio)', () => {
  it('offers every order type; a limit buy goes to the replay’s portfolio, rests, and is listed without a date', async () => {
    const server = serve();
    renderPage();
    await screen.findByText('You hold 3 SPY');
    expect(
      within(screen.getByLabelText('Order type'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Market', 'Limit', 'Stop', 'Stop-Limit']);
    await setQuantity('10');
    await chooseType('Limit');
    await userEvent.type(screen.getByLabelText('Limit price ($)'), '480');
    await placeOrder('Buy');

    await waitFor(() => expect(server.callsTo('POST /api/orders')).toHaveLength(1));
    expect(server.callsTo('POST /api/orders')[0]!.body).toMatchObject({
      symbol: 'SPY',
      side: 'buy',
      quantity: 10,
      type: 'limit',
      limitPrice: 480,
      timeInForce: 'day',
      competitionId: COMPETITION_ID,
    });
    expect(await screen.findByText('Order placed')).toBeVisible();
    const list = await screen.findByTestId('replay-open-orders');
    expect(within(list).getAllByRole('row')[1]).toHaveTextContent('SPYBuy10LimitLimit $480.00Day');
    expect(within(list).getByRole('columnheader', { name: 'Time in force' })).toBeInTheDocument();
    expect(within(list).queryByRole('columnheader', { name: 'Placed' })).not.toBeInTheDocument();
    // The orders are read in the replay's portfolio only.
    expect(server.callsTo('GET /api/orders').at(-1)!.search).toContain(`competitionId=${COMPETITION_ID}`);
    // Nothing on the page names a calendar day or a year (the replay's day stays secret; its clock is "Day 1 10:45").
    expect(document.body.textContent).not.toMatch(NAMES_A_DAY);
    expect(await seriousViolations()).toEqual([]);
  }, 40_000); // the whole page, typed into and scanned by axe: slow on a loaded machine

  it('sends a market buy at the replay’s streamed price through the event’s trade route', async () => {
    const server = serve();
    renderPage();
    await screen.findByText('You hold 3 SPY');
    await waitFor(() => expect(made).toHaveLength(1));
    act(() => made[0]!.open());
    act(() =>
      made[0]!.receive({
        type: 'stock_update',
        symbol: 'SPY',
        price: 512.34,
        change: 1,
        changePercent: 0.5,
        volume: 100,
        timestamp: new Date().toISOString(),
        competitionId: COMPETITION_ID,
      }),
    );
    expect(screen.getByTestId('price-per-share')).toHaveTextContent('$512.34');
    await setQuantity('2');
    await placeOrder('Buy');
    await waitFor(() => expect(server.callsTo(`POST /api/competition/${COMPETITION_ID}/trade`)).toHaveLength(1));
    expect(server.callsTo(`POST /api/competition/${COMPETITION_ID}/trade`)[0]!.body).toMatchObject({
      symbol: 'SPY',
      side: 'buy',
      quantity: 2,
      price: '512.34',
    });
    expect(server.callsTo('POST /api/trade-action')).toHaveLength(0);
  });

  it('sells short where the event allows it, and offers no Short where it does not', async () => {
    const server = serve();
    const { unmount } = renderPage();
    await screen.findByText('You hold 3 SPY');
    await userEvent.selectOptions(screen.getByLabelText('Symbol'), 'QQQ');
    await placeOrder('Short');
    await waitFor(() => expect(server.callsTo('POST /api/orders')).toHaveLength(1));
    expect(server.callsTo('POST /api/orders')[0]!.body).toMatchObject({
      symbol: 'QQQ',
      side: 'short',
      type: 'market',
      competitionId: COMPETITION_ID,
    });
    unmount();

    serve(replay({ shortSellingAllowed: false }));
    renderPage();
    await screen.findByText('You hold 3 SPY');
    expect(screen.queryByRole('button', { name: 'Short' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sell' })).toBeVisible();
  });

  it('cancels a resting order from the keyboard after a confirmation; the list shows its terms, never a date', async () => {
    const resting = buildOrder({
      id: 11,
      symbol: 'SPY',
      quantity: 10,
      limitPrice: 480,
      reservedCash: 4_800,
      timeInForce: 'gtc',
      competitionId: COMPETITION_ID,
    });
    const server = serve(replay(), [resting]);
    renderPage();
    const list = await screen.findByTestId('replay-open-orders');
    const table = within(list).getByRole('table', { name: 'Your open orders' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent("SPYBuy10LimitLimit $480.00Good 'til cancelled");
    expect(document.body.textContent).not.toMatch(NAMES_A_DAY);
    const cancel = within(table).getByRole('button', {
      name: "Cancel order: Buy 10 SPY · Limit $480.00 · Good 'til cancelled",
    });

    // Opened with the keyboard; Escape keeps the order.
    cancel.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    expect(dialog).toHaveTextContent('Its reserved cash will be free again.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('DELETE /api/orders/11')).toHaveLength(0);

    cancel.focus();
    await userEvent.keyboard('{Enter}');
    within(await screen.findByRole('dialog'))
      .getByRole('button', { name: 'Cancel order' })
      .focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Order cancelled')).toBeVisible();
    expect(server.callsTo('DELETE /api/orders/11')).toHaveLength(1);
    expect(await screen.findByText(/^None: a limit or stop order rests here/)).toBeVisible();
    expect(screen.queryByTestId('replay-open-orders')).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(NAMES_A_DAY);
    expect(await seriousViolations()).toEqual([]);
  }, 40_000);

  it('says why a cancel is refused, and keeps the order listed', async () => {
    const resting = buildOrder({ id: 12, symbol: 'SPY', competitionId: COMPETITION_ID });
    const server = serve(replay(), [resting]);
    server.on('DELETE /api/orders/12', errorReply(409, 'This league has ended.', 'LEAGUE_COMPLETED'));
    renderPage();
    const table = within(await screen.findByTestId('replay-open-orders')).getByRole('table');
    await userEvent.click(within(table).getByRole('button', { name: /^Cancel order:/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('This league has ended.')).toBeVisible();
    expect(screen.getByText('Could not cancel the order')).toBeVisible();
    expect(screen.getByTestId('replay-open-orders')).toBeInTheDocument();
  });

  it('takes no order before the start, and none once the end has passed, saying why', async () => {
    const server = serve(replay({ status: 'scheduled', clock: { day: 'Day 1', time: '09:30' } }));
    const { unmount } = renderPage();
    expect(await screen.findByText('Not open yet')).toBeVisible();
    expect(screen.getByText(/Trading opens when the replay starts, at Day 1 09:30/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Review order' })).toBeDisabled();
    unmount();

    // The status still says running (it is read every 10 s), but its end has passed: the ticket stops at once.
    serve(replay({ endsAt: new Date(Date.now() - 1_000).toISOString() }));
    renderPage();
    expect(await screen.findByText('The replay is over')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Review order' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Review order' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.callsTo('POST /api/orders')).toHaveLength(0);
    expect(server.callsTo(`POST /api/competition/${COMPETITION_ID}/trade`)).toHaveLength(0);
    expect(await seriousViolations()).toEqual([]);
  });
});
