// The public surface of the orders context: code outside modules/orders/ imports only this file
// (docs/decisions/021-contexts-on-floors.md).
export { announceExitOrders, cancelExitOrders, EXIT_REASONS } from './cancel-exit-orders.ts';
export { competitionOf } from './competition-of.ts';
export { countOrder } from './count-order.ts';
export { tradeJournalRoutes } from './journal-routes.ts';
export { listOrderHistory, type OrderHistoryFilter } from './list-order-history.ts';
export { createOrderMatcher } from './match-orders.ts';
export { type BookOrder, createOrderBook } from './order-book.ts';
export { createOrderDesk, type OrderDesk } from './order-desk.ts';
export { ORDER_REFUSAL_CODES } from './order-refusal-codes.ts';
export type { OrdersDeps } from './orders-deps.ts';
export { placeTrade } from './place-trade.ts';
export { orderRoutes } from './routes.ts';
export { announceSplitOrders, SPLIT_CANCEL_REASON, splitOpenOrders } from './split-open-orders.ts';
export { start } from './start.ts';
export { tradeRoutes } from './trade-routes.ts';
