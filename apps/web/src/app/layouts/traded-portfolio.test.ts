import { CHAMPIONSHIPS } from '@tradearena/contracts';
import { describe, expect, it } from 'vitest';
import { buildChampionship, buildLeague } from '@/test/builders.ts';
import { openReplayId, portfolioChoices, tradedCompetitionId } from './traded-portfolio.ts';

describe('the portfolio the open page trades', () => {
  it.each([
    ['/portfolio', '', null],
    ['/dashboard', '', null],
    ['/weekly-portfolio', '', CHAMPIONSHIPS.weekly.id],
    ['/monthly-portfolio', '', CHAMPIONSHIPS.monthly.id],
    ['/league-portfolio', '?league=7', 7],
    ['/league-portfolio', '?leagueId=8', 8],
    ['/league-portfolio/9', '', 9],
    ['/league-portfolio', '', null],
    ['/league-portfolio', '?league=x', null],
  ] as const)('%s%s → %s', (path, search, id) => {
    expect(tradedCompetitionId(path, search)).toBe(id);
  });

  it.each([
    ['/replays/7', 7],
    ['/replays/7/', 7],
    ['/replays/0', null],
    ['/replays/x', null],
    ['/replays', null],
    ['/league-portfolio/7', null],
  ] as const)('the replay page %s → %s', (path, id) => {
    expect(openReplayId(path)).toBe(id);
  });

  it('lists the personal portfolio, then the championships and (private, class) leagues the player is in, once each', () => {
    const choices = portfolioChoices(
      [
        buildChampionship({ id: CHAMPIONSHIPS.weekly.id, name: 'Weekly Championship', isParticipant: true }),
        buildChampionship({ id: CHAMPIONSHIPS.monthly.id, name: 'Monthly Championship', isParticipant: false }),
        buildLeague({ id: 7, name: 'Lunch Traders', isParticipant: true, isCompleted: false }),
      ],
      [
        buildLeague({ id: 7, name: 'Lunch Traders', isParticipant: true, isCompleted: false }),
        buildLeague({ id: 8, name: 'Old League', isParticipant: true, isCompleted: true }),
        buildLeague({ id: 9, name: 'Period 3 Economics', isParticipant: true, isPrivate: true, isEducational: true }),
      ],
      7,
    );
    expect(choices).toEqual([
      { label: 'Personal', href: '/portfolio', current: false, competition: null },
      {
        label: 'Weekly Championship',
        href: '/weekly-portfolio',
        current: false,
        competition: { id: 1, kind: 'championship' },
      },
      {
        label: 'Lunch Traders',
        href: '/league-portfolio?league=7',
        current: true,
        competition: { id: 7, kind: 'league' },
      },
      {
        label: 'Period 3 Economics',
        href: '/league-portfolio?league=9',
        current: false,
        competition: { id: 9, kind: 'league' },
      },
    ]);
  });

  it('links each portfolio to its trading page on a symbol when one is given', () => {
    const choices = portfolioChoices(
      [
        buildChampionship({ id: CHAMPIONSHIPS.monthly.id, name: 'Monthly Championship', isParticipant: true }),
        buildLeague({ id: 7, name: 'Lunch Traders', isParticipant: true, isCompleted: false }),
      ],
      [],
      null,
      'NVDA',
    );
    expect(choices.map((c) => c.href)).toEqual([
      '/portfolio?symbol=NVDA',
      '/monthly-portfolio?symbol=NVDA',
      '/league-portfolio?league=7&symbol=NVDA',
    ]);
  });
});
