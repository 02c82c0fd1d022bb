/** A position as the exposure figures need it: its value now (negative for a short), its beta and its sector. */
export interface ExposedHolding {
  valueCents: number;
  /** Beta against the S&P 500 (SPY is 1); a source that cannot say counts 1, the market's own. */
  beta: number | null;
  sector: string;
}

export interface HoldingsExposure {
  /** Value-weighted beta of the portfolio: Σ value × beta / total value; cash counts 0, a short negative. */
  beta: number;
  /** Σ |value| / total value: 0 all cash, 1 fully invested. */
  investedWeight: number;
  /** Each sector's share of the holdings (|value|), percent, largest first; they add up to 100. */
  sectors: { sector: string; weightPct: number }[];
}

/** Beta, exposure and sector weights of what a portfolio holds now (ADR 023). A total value ≤ 0 has no beta. */
export function holdingsExposure(holdings: readonly ExposedHolding[], totalValueCents: number): HoldingsExposure {
  let weighted = 0;
  let gross = 0;
  const bySector = new Map<string, number>();
  for (const h of holdings) {
    const size = Math.abs(h.valueCents);
    weighted += h.valueCents * (h.beta ?? 1);
    gross += size;
    bySector.set(h.sector, (bySector.get(h.sector) ?? 0) + size);
  }
  const sectors = gross > 0 ? [...bySector].map(([sector, size]) => ({ sector, weightPct: (size / gross) * 100 })) : [];
  sectors.sort((a, b) => b.weightPct - a.weightPct || a.sector.localeCompare(b.sector));
  if (totalValueCents <= 0) return { beta: 0, investedWeight: 0, sectors };
  return { beta: weighted / totalValueCents, investedWeight: gross / totalValueCents, sectors };
}
