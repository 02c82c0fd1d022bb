import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MoverRow } from './mover-row.tsx';

const mover = {
  symbol: 'BMY',
  name: 'Bristol-Myers Squibb Company',
  price: 90.9,
  change: 2.34,
  changePercent: 2.6449,
  volume: 14_415_912,
};

describe('mover row', () => {
  it('shows the price with 2 decimals, a "+" on a gainer and, on the trending page, the volume in M', () => {
    render(
      <ul>
        <MoverRow mover={mover} rank={1} showVolume />
      </ul>,
    );
    const row = screen.getByRole('listitem');
    expect(row).toHaveTextContent('$90.90');
    expect(row).toHaveTextContent('+2.64%');
    expect(row).toHaveTextContent('Vol 14.4M');
  });

  it('shows a loser with its minus sign and leaves the volume out on the dashboard', () => {
    render(
      <ul>
        <MoverRow mover={{ ...mover, changePercent: -4.77, volume: 996_100 }} />
      </ul>,
    );
    const row = screen.getByRole('listitem');
    expect(row).toHaveTextContent('-4.77%');
    expect(row).not.toHaveTextContent('Vol');
  });
});
