// The public surface of the bank-ledger context: code outside modules/bank-ledger/ imports only this file
// (docs/decisions/021-contexts-on-floors.md).
export { creditBank } from './credit-bank.ts';
export { getBankAccount } from './get-bank-account.ts';
export { quotePayerPositions } from './quote-payer-positions.ts';
export { flagAccount, takeBackCash } from './take-back-cash.ts';
export type { PortfolioWithdrawal } from './withdraw-from-portfolios.ts';
