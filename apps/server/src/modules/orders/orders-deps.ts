import type { OrderDesk } from '../trading/order-desk.ts';
import type { TradingDeps } from '../trading/trading-deps.ts';

/** What the order use-cases need: the trading deps and the order desk (its cache, runner, fill writer, book). */
export type OrdersDeps = TradingDeps & OrderDesk;
