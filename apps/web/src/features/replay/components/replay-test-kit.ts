import type { ReplayDetail } from '@tradearena/contracts';
import { FakeSocket } from '@/test/fake-socket.ts';

/** The browser's WebSocket as the replay page uses it (stub it with `vi.stubGlobal`): every socket it made. */
export const made: FakeSocket[] = [];
export class FakeWebSocket extends FakeSocket {
  constructor(url: string) {
    super(url);
    made.push(this);
  }
}

export const COMPETITION_ID = 42;

/** A public replay event (id 7) the player joined, running now: Day 1 10:45, its end 20 minutes away. */
export function replayDetail(overrides: Partial<ReplayDetail> = {}): ReplayDetail {
  return {
    id: 7,
    competitionId: COMPETITION_ID,
    status: 'running',
    days: 1,
    minutesPerDay: 30,
    startsAt: new Date(Date.now() - 10 * 60_000).toISOString(),
    endsAt: new Date(Date.now() + 20 * 60_000).toISOString(),
    clock: { day: 'Day 1', time: '10:45' },
    joined: true,
    isPublic: true,
    shortSellingAllowed: true,
    prizePool: 10_000,
    standings: [{ rank: 1, displayName: 'Ann', returnPct: 1.5, vsIndexPct: null, tradeCount: 2, prize: null }],
    news: [],
    ...overrides,
  };
}
