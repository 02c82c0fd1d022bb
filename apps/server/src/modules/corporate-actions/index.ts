// The public surface of the corporate-actions context: code outside modules/corporate-actions/ imports only this file
// (docs/decisions/021-contexts-on-floors.md).
export { type CorporateActionsRound, closeBefore, runCorporateActions } from './run-corporate-actions.ts';
export { scheduleCorporateActions } from './schedule-corporate-actions.ts';
export { startCorporateActions } from './start.ts';
