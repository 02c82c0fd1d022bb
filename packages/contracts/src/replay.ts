import { z } from 'zod';

/** What the replay routes answer with (ADR 025). */
export const REPLAY_MESSAGES = {
  notFound: 'Replay event not found',
  operatorRequired: 'Scheduling public replay events is only available to operators',
  name: 'Mystery Day',
  description: 'A real stretch of S&P 500 history at a compressed clock. The date stays secret until the end.',
  badDays: 'days must be a whole number from 1 to 5',
  badMinutesPerDay: 'minutesPerDay must be a whole number from 2 to 390',
  badStartDate:
    'startDate must be a trading day (YYYY-MM-DD) of the shipped S&P 500 history, 2000-01-04 to 2020-04-17, with enough days after it',
  badStartsAt: 'startsAt must be an ISO instant, not in the past',
} as const;

/** POST /api/educator/leagues/{id}/replay and POST /api/admin/replay-events. */
export const CreateReplayBodySchema = z.object({
  days: z
    .number({ error: REPLAY_MESSAGES.badDays })
    .int(REPLAY_MESSAGES.badDays)
    .min(1, REPLAY_MESSAGES.badDays)
    .max(5, REPLAY_MESSAGES.badDays),
  minutesPerDay: z
    .number({ error: REPLAY_MESSAGES.badMinutesPerDay })
    .int(REPLAY_MESSAGES.badMinutesPerDay)
    .min(2, REPLAY_MESSAGES.badMinutesPerDay)
    .max(390, REPLAY_MESSAGES.badMinutesPerDay)
    .default(30),
  startDate: z
    .string({ error: REPLAY_MESSAGES.badStartDate })
    .regex(/^\d{4}-\d{2}-\d{2}$/, REPLAY_MESSAGES.badStartDate)
    .optional(),
  startsAt: z.iso.datetime({ offset: true, error: REPLAY_MESSAGES.badStartsAt }).optional(),
});
export type CreateReplayBody = z.infer<typeof CreateReplayBodySchema>;

export const ReplayIdParamsSchema = z.object({
  id: z.coerce.number({ error: 'Replay id must be a number' }).int().positive().max(Number.MAX_SAFE_INTEGER),
});

export const ReplayStatusSchema = z.enum(['scheduled', 'running', 'finished']);

export const ReplayStandingSchema = z.object({
  rank: z.number().int(),
  displayName: z.string(),
  /** Time-weighted return in percent (2 decimals). */
  returnPct: z.number(),
  /** The return minus the index's over the replay, in points (2 decimals); null until the reveal. */
  vsIndexPct: z.number().nullable(),
  tradeCount: z.number().int(),
  /** Dollars paid into the player's trading bank at the end (a public event's prize pool); null if none. */
  prize: z.number().nullable(),
});

export const RevealedTradeSchema = z.object({
  displayName: z.string(),
  symbol: z.string(),
  side: z.enum(['buy', 'sell', 'short', 'cover']),
  quantity: z.number().int(),
  /** Dollars per share. */
  price: z.number(),
  /** What the trade was worth by the last close, in dollars. */
  resultAtClose: z.number(),
});

export const ReplaySchema = z.object({
  id: z.number().int(),
  competitionId: z.number().int(),
  status: ReplayStatusSchema,
  days: z.number().int(),
  minutesPerDay: z.number().int(),
  /** ISO instants (wall time) of Day 1 09:30 and of the last close. */
  startsAt: z.string(),
  endsAt: z.string(),
});
export type Replay = z.infer<typeof ReplaySchema>;

export const ReplayResponseSchema = z.object({ replay: ReplaySchema });
export type ReplayResponse = z.infer<typeof ReplayResponseSchema>;

/** GET /api/replays: the events the caller plays or created, and the public ones still open. */
export const ReplayListSchema = z.object({ replays: z.array(ReplaySchema.extend({ joined: z.boolean() })) });
export type ReplayList = z.infer<typeof ReplayListSchema>;

export const ReplayDetailSchema = ReplaySchema.extend({
  /** "Day 1" and "10:45": never a real date. */
  clock: z.object({ day: z.string(), time: z.string() }),
  /** Whether the caller plays in it (a class's students; whoever joined a public event). */
  joined: z.boolean(),
  /** A public event (joined with POST /api/competition/{competitionId}/join); false for a class's. */
  isPublic: z.boolean(),
  /** Whether new shorts may be opened: always in a public event, as the class allows it in a class's. */
  shortSellingAllowed: z.boolean(),
  /** A public event's prize pool in dollars, paid at the end as championships' (50/30/20 %); null for a class's. */
  prizePool: z.number().nullable(),
  standings: z.array(ReplayStandingSchema),
  /** Generic market headlines known by now, newest first ("Day 1", "11:30"; no date). */
  news: z.array(z.object({ day: z.string(), time: z.string(), title: z.string() })),
  /** Only once finished: what was played. */
  reveal: z
    .object({
      startDate: z.string(),
      endDate: z.string(),
      indexReturnPct: z.number(),
      summary: z.string(),
      /** The trades worth the most and the least by the last close (a sell before a fall counts as a good one). */
      bestTrade: RevealedTradeSchema.nullable(),
      worstTrade: RevealedTradeSchema.nullable(),
    })
    .optional(),
});
export type ReplayDetail = z.infer<typeof ReplayDetailSchema>;
export const ReplayDetailResponseSchema = z.object({ replay: ReplayDetailSchema });

/** `?competitionId=` of the market reads: a replay event's prices instead of the market's. */
export const CompetitionMarketQuerySchema = z.object({
  competitionId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});
