import { EXTRA_PARTICIPANT } from '@tradearena/contracts';

/** The extra-participants input (docs/product/store-and-bank.md#league-extensions-and-extra-slots): a whole number clamped to 1..50; blank or not a number is 1. */
export function clampSlots(value: string | number): number {
  const n = typeof value === 'number' ? value : Number.parseInt(value, 10);
  if (!Number.isFinite(n)) return EXTRA_PARTICIPANT.minSlots;
  return Math.min(EXTRA_PARTICIPANT.maxSlots, Math.max(EXTRA_PARTICIPANT.minSlots, Math.trunc(n)));
}
