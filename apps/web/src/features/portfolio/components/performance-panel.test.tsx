import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PerformanceResponse } from '@tradearena/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { seriousViolations } from '@/test/serious-violations.ts';
import { attributionSentence } from '../lib/performance-text.ts';
import { PerformancePanel } from './performance-panel.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const body: PerformanceResponse = {
  range: '1M',
  benchmark: { symbol: 'SPY', name: 'S&P 500' },
  points: [
    { t: '2026-11-18T15:15:00.000Z', value: 100_000, returnPct: 0, benchmarkPct: 0 },
    { t: '2026-11-18T15:30:00.000Z', value: 101_000, returnPct: 1, benchmarkPct: 0.8 },
    { t: '2026-11-18T15:40:00.000Z', value: 104_400, returnPct: 4.4, benchmarkPct: 2.2 },
  ],
  returnPct: 4.4,
  benchmarkReturnPct: 2.2,
  excessReturnPct: 2.2,
  volatilityPct: 18.3,
  maxDrawdownPct: 1.25,
  beta: 1.3,
  sharpe: null,
  sectors: [
    { sector: 'Technology', weightPct: 75 },
    { sector: 'Energy', weightPct: 25 },
  ],
  attribution: { marketPct: 2.94, selectionPct: 1.76, cashPct: -0.3, feesPct: 0, dividendsPct: 0 },
};

describe('attributionSentence', () => {
  it('says what explains the return, one decimal each', () => {
    expect(attributionSentence(body.attribution)).toBe(
      '+2.9 % from the market, +1.8 % from your picks, −0.3 % cash drag',
    );
  });
});

describe('PerformancePanel', () => {
  it('draws both lines, explains the figures and the attribution, and switches the range', async () => {
    const server = installFakeApi();
    server.on('GET /api/portfolio/performance', (call) => ({
      body: { ...body, range: new URLSearchParams(call.search).get('range') },
    }));
    const { container } = renderWithApp(<PerformancePanel competitionId={7} />);
    expect(await screen.findByText('Beta 1.30: your portfolio tends to move 1.3× the market.')).toBeInTheDocument();
    expect(container.querySelector('[data-series="portfolio"]')).not.toBeNull();
    expect(container.querySelector('[data-series="benchmark"]')).not.toBeNull();
    expect(screen.getByText('You are 2.20 points ahead of the market.')).toBeInTheDocument();
    expect(screen.getByText('+2.9 % from the market, +1.8 % from your picks, −0.3 % cash drag')).toBeInTheDocument();
    expect(screen.getByText('Technology')).toBeInTheDocument();
    expect(server.callsTo('GET /api/portfolio/performance')[0]?.search).toBe('?range=1M&competitionId=7');

    await userEvent.click(screen.getByRole('button', { name: 'YTD' }));
    await waitFor(() =>
      expect(server.callsTo('GET /api/portfolio/performance').at(-1)?.search).toBe('?range=YTD&competitionId=7'),
    );
    expect(screen.getByRole('button', { name: 'YTD' })).toHaveAttribute('aria-pressed', 'true');
    expect(await seriousViolations()).toEqual([]);
  });

  it('an all-cash portfolio says so; the personal portfolio names no competition', async () => {
    const server = installFakeApi();
    server.on('GET /api/portfolio/performance', { body: { ...body, sectors: [] } });
    renderWithApp(<PerformancePanel />);
    expect(await screen.findByText('All cash: no holdings yet.')).toBeInTheDocument();
    expect(server.callsTo('GET /api/portfolio/performance')[0]?.search).toBe('?range=1M');
  });
});
