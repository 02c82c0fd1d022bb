import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildPortfolio } from '@/test/builders.ts';
import { SummaryTiles } from './summary-tiles.tsx';

describe('SummaryTiles', () => {
  it('shows — for the win rate of a new player, never 0.0 % of 0', () => {
    render(<SummaryTiles portfolio={buildPortfolio({ winRate: 0, winningTrades: 0, closedTrades: 0 })} holdings={0} />);
    const tile = screen.getByText('Win rate').closest('div') as HTMLElement;
    expect(tile).toHaveTextContent('—');
    expect(tile).toHaveTextContent('no closed trades yet');
    expect(tile).not.toHaveTextContent('0.0%');
  });

  it('shows the ratio once a sale closed a trade', () => {
    render(
      <SummaryTiles portfolio={buildPortfolio({ winRate: 50, winningTrades: 1, closedTrades: 2 })} holdings={1} />,
    );
    const tile = screen.getByText('Win rate').closest('div') as HTMLElement;
    expect(tile).toHaveTextContent('50.0%');
    expect(tile).toHaveTextContent('1 of 2 closed trades');
  });
});
