import type { UserLeague } from '@tradearena/contracts';

/** 999 or more participants means unlimited (docs/product/store-and-bank.md#league-extensions-and-extra-slots). */
const UNLIMITED_PARTICIPANTS = 999;

/** Leagues the store may extend (docs/product/store-and-bank.md#league-extensions-and-extra-slots): the user's own private leagues that have not ended. */
export function extendableLeagues(leagues: readonly UserLeague[]): UserLeague[] {
  return leagues.filter((l) => l.kind === 'league' && l.isPrivate && l.isCreator && !l.isCompleted);
}

/** Leagues that may get extra slots: as above, and with a participant limit. */
export function slotLeagues(leagues: readonly UserLeague[]): UserLeague[] {
  return extendableLeagues(leagues).filter(
    (l) => l.maxParticipants !== null && l.maxParticipants < UNLIMITED_PARTICIPANTS,
  );
}
