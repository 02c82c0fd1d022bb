import type { TradingDeps } from '../portfolio/trading-deps.ts';
import type { OrderDesk } from './order-desk.ts';

/** What the order use-cases need: the trading deps and the order desk (its cache, runner, fill writer, book). */
export type OrdersDeps = TradingDeps & OrderDesk;
