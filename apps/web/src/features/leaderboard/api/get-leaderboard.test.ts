import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorReply, installFakeApi } from '@/test/fake-api.ts';
import { getLeaderboard } from './get-leaderboard.ts';

afterEach(() => vi.unstubAllGlobals());

const row = {
  rank: 1,
  username: 'ada',
  level: 1,
  profitLoss: 0,
  totalReturn: 0,
  winRate: 0,
  achievements: 0,
  isCurrentUser: true,
  elite: false,
};

describe('getLeaderboard', () => {
  it('reads the ranked-player count from the x-total-count header', async () => {
    const server = installFakeApi();
    server.on('GET /api/leaderboard', { body: [row], headers: { 'x-total-count': '1234' } });
    await expect(getLeaderboard()).resolves.toEqual({ entries: [row], totalPlayers: 1234 });
  });

  it('has no count without the header, and is null on 401', async () => {
    const server = installFakeApi();
    server.on('GET /api/leaderboard', { body: [row] });
    await expect(getLeaderboard()).resolves.toEqual({ entries: [row], totalPlayers: null });
    server.on('GET /api/leaderboard', errorReply(401, 'Sign in first', 'AUTH_REQUIRED'));
    await expect(getLeaderboard()).resolves.toBeNull();
  });
});
