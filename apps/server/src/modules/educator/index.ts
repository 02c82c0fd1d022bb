// The public surface of the educator context: code outside modules/educator/ imports only this file
// (docs/decisions/021-contexts-on-floors.md).

export type { ClassDeps, EducatorDeps } from './educator-deps.ts';
export { findOwnClassLeague } from './find-own-class-league.ts';
export { classJournalRoutes } from './journal-routes.ts';
export { checkEducatorBeforeValidation, educatorRoutes } from './routes.ts';
export { selectClassLeagues } from './select-class-leagues.ts';
export { start } from './start.ts';
