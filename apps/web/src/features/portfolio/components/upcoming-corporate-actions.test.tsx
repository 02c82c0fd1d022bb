import { screen, waitFor } from '@testing-library/react';
import type { StockCorporateActions } from '@tradearena/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '@/test/builders.ts';
import { installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { UpcomingCorporateActions } from './upcoming-corporate-actions.tsx';

beforeEach(() => {
  signInAs();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2027-03-01T15:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const KO: StockCorporateActions = {
  dividends: [
    { declaredDate: '2026-11-06', exDate: '2026-12-01', payDate: '2026-12-15', amount: 0.51 },
    { declaredDate: '2027-02-17', exDate: '2027-03-13', payDate: '2027-04-01', amount: 0.51 },
    { declaredDate: '2027-05-19', exDate: '2027-06-13', payDate: '2027-07-01', amount: 0.51 },
  ],
  splits: [
    { date: '2026-10-19', ratio: '5-for-1' },
    { date: '2027-06-15', ratio: '2-for-1' },
  ],
};

describe('upcoming dividend and split', () => {
  it('shows the next dividend with its ex and pay dates and the next split, each explained', async () => {
    installFakeApi().on('GET /api/stocks/KO/corporate-actions', { body: KO });
    renderWithApp(<UpcomingCorporateActions symbol="KO" />);
    const section = await screen.findByRole('region', { name: 'Dividends and splits' });
    expect(section).toHaveTextContent('Upcoming dividend: $0.51 (ex 2027-03-13, paid 2027-04-01)');
    expect(section).toHaveTextContent(/on the ex-date the price opens lower by about that amount/);
    expect(section).toHaveTextContent('Upcoming split: 2-for-1 on 2027-06-15');
    expect(section).toHaveTextContent(/every share becomes 2 and the price is divided to match/);
    expect(section).not.toHaveTextContent('2026-12-01');
    expect(section).not.toHaveTextContent('5-for-1');
  });

  it('shows a dividend of four decimals as declared, and no split line without one ahead', async () => {
    installFakeApi().on('GET /api/stocks/O/corporate-actions', {
      body: {
        dividends: [{ declaredDate: '2027-02-20', exDate: '2027-03-01', payDate: '2027-03-15', amount: 0.2692 }],
        splits: [],
      },
    });
    renderWithApp(<UpcomingCorporateActions symbol="O" />);
    const section = await screen.findByRole('region', { name: 'Dividends and splits' });
    expect(section).toHaveTextContent('Upcoming dividend: $0.2692 (ex 2027-03-01, paid 2027-03-15)');
    expect(section).not.toHaveTextContent('Upcoming split');
  });

  it('shows nothing when nothing is ahead or the list cannot be loaded', async () => {
    const server = installFakeApi();
    server.on('GET /api/stocks/KO/corporate-actions', { body: { dividends: KO.dividends.slice(0, 1), splits: [] } });
    renderWithApp(<UpcomingCorporateActions symbol="KO" />);
    await waitFor(() => expect(server.callsTo('GET /api/stocks/KO/corporate-actions').length > 0).toBe(true));
    expect(screen.queryByRole('region', { name: 'Dividends and splits' })).toBeNull();
    renderWithApp(<UpcomingCorporateActions symbol="ZZZZ" />);
    await waitFor(() => expect(server.callsTo('GET /api/stocks/ZZZZ/corporate-actions').length > 0).toBe(true));
    expect(screen.queryByRole('region', { name: 'Dividends and splits' })).toBeNull();
  });
});
