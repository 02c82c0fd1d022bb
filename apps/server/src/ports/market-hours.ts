/** Whether trading is allowed now, from the NYSE calendar (or always, with MARKET_HOURS=always). */
export interface MarketStatus {
  isOpen: boolean;
  session: 'regular' | 'early-close' | 'closed';
  /** Today's session open/close instants (ISO UTC) when today is a trading day, else null. */
  opensAt: string | null;
  closesAt: string | null;
  nextOpenAt: string;
  /** Why it is closed: 'Weekend', a holiday name, 'Before the open', 'After the close'. */
  reason?: string;
}

export interface MarketHours {
  status(now: Date): MarketStatus;
}
