import { z } from 'zod';
import { oneLineText } from '../text/one-line-text';
import type { ResultType } from './result-kinds';

/** Timed and measured events (issue 32): how a category keeps results (result-kinds.ts). */
export { RESULT_TYPES, type ResultType } from './result-kinds';
export type MeasuredResultType = Exclude<ResultType, 'match'>;
export const MEASURED_RESULT_TYPES = ['time', 'distance', 'height', 'score'] as const;
// A message built outside the schema: a schema whose arguments are all plain values is pure, so
// a page importing only a constant of this module leaves it (and Zod) out (issue 34).
const MEASURED_RESULT_TYPE_MESSAGE = `Choose a result type: ${MEASURED_RESULT_TYPES.join(', ')}.`;

/** A category's result type when the admin has not set one: by its sport's name. */
export function defaultResultType(sportName: string): ResultType {
  const name = sportName.toLowerCase();
  if (/\b(athletics|swimming|running|relay|sprint)\b/.test(name)) return 'time';
  if (/\b(archery|shooting|darts)\b/.test(name)) return 'score';
  return 'match';
}

/** Lower is better for times only. */
export const lowerIsBetter = (type: MeasuredResultType): boolean => type === 'time';

export const LANE_STATUSES = ['ok', 'DNS', 'DNF', 'DQ'] as const;
export type LaneStatus = (typeof LANE_STATUSES)[number];

const MARK_HELP: Record<MeasuredResultType, string> = {
  time: 'a time in seconds such as 10.87, or minutes and seconds such as 1:02.35',
  distance: 'a distance in metres with up to two decimals, such as 7.45',
  height: 'a height in metres with up to two decimals, such as 1.85',
  score: 'a score such as 642 (up to two decimals, such as 104.7)',
};
const MARK_MAX: Record<MeasuredResultType, number> = {
  time: 24 * 3600 * 100,
  distance: 1_000 * 100,
  height: 10 * 100,
  score: 100_000 * 100,
};

/**
 * A mark as staff type it, in hundredths (of a second, a metre or a point), or the reason it is
 * not one. Times: `10.87`, `10.9`, `59`, `1:02.35` (seconds under 60 after minutes), `1:02:03.4`.
 */
export function parseMark(type: MeasuredResultType, text: string): { ok: true; hundredths: number } | { ok: false; message: string } {
  const value = text.trim();
  const refuse = { ok: false as const, message: `"${text}" is not a mark: enter ${MARK_HELP[type]}.` };
  let hundredths: number;
  if (type === 'time') {
    const match = /^(?:(?:(\d{1,2}):)?(\d{1,3}):)?(\d{1,5})(?:\.(\d{1,2}))?$/.exec(value);
    if (!match) return refuse;
    const [, hours, minutes, seconds, fraction] = match;
    if ((minutes !== undefined || hours !== undefined) && (seconds!.length !== 2 || Number(seconds) >= 60)) return refuse;
    if (hours !== undefined && (minutes!.length !== 2 || Number(minutes) >= 60)) return refuse;
    const whole = Number(hours ?? 0) * 3600 + Number(minutes ?? 0) * 60 + Number(seconds);
    hundredths = whole * 100 + Number((fraction ?? '').padEnd(2, '0'));
  } else {
    const match = /^(\d{1,6})(?:\.(\d{1,2}))?$/.exec(value);
    if (!match) return refuse;
    hundredths = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  }
  if (hundredths <= 0 && type !== 'score') return refuse;
  if (hundredths > MARK_MAX[type]) return refuse;
  return { ok: true, hundredths };
}

/** A mark as people read it: `10.87`, `1:02.35`, `7.45` (metres), `642` or `104.7` (points). */
export function formatMark(type: MeasuredResultType, hundredths: number): string {
  if (type === 'score') {
    const points = hundredths / 100;
    return Number.isInteger(points) ? String(points) : points.toFixed(2).replace(/0$/, '');
  }
  if (type !== 'time') return (hundredths / 100).toFixed(2);
  const totalSeconds = Math.floor(hundredths / 100);
  const fraction = String(hundredths % 100).padStart(2, '0');
  if (totalSeconds < 60) return `${totalSeconds}.${fraction}`;
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = String(totalSeconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}.${fraction}` : `${minutes}:${seconds}.${fraction}`;
}

/** Most attempts a field event's entry has (6 in a long jump final). */
export const ATTEMPTS_MAX = 6;

/** Most lanes (or places on the line) in one heat, and most heats in a round. */
export const LANES_MAX = 20;
export const HEATS_MAX = 26;

export const roundsRequestSchema = z.strictObject({
  /** The category's result type, saved on it; its current one (or the sport's default) when absent. */
  resultType: z.enum(MEASURED_RESULT_TYPES, { message: MEASURED_RESULT_TYPE_MESSAGE }).optional(),
  /** Lanes in a heat (8 on a track); the heats are as many as the entries need. */
  lanes: z.number().int().min(1, 'At least one lane.').max(LANES_MAX, `At most ${LANES_MAX} lanes in a heat.`).default(8),
  /** Who reaches the final when there are heats: the first `byPlace` of each heat, then the `byMark` best of the rest. */
  qualify: z
    .strictObject({
      byPlace: z.number().int().min(0).max(LANES_MAX),
      byMark: z
        .number()
        .int()
        .min(0)
        .max(LANES_MAX * HEATS_MAX),
    })
    .optional(),
  /**
   * Semi-finals between the heats and the final: absent, by the rule (more than 3 heats, so more
   * than 3 × lanes entries, get them); true asks for them (two heats at least); false refuses them.
   * With semi-finals, `qualify` says who reaches the semi-finals and `semiQualify` who reaches the final.
   */
  semiFinals: z.boolean().optional(),
  /** Who reaches the final from the semi-finals: the first `byPlace` of each semi-final, then the `byMark` best of the rest. */
  semiQualify: z
    .strictObject({
      byPlace: z.number().int().min(0).max(LANES_MAX),
      byMark: z.number().int().min(0).max(LANES_MAX),
    })
    .optional(),
  /** The first semi-final's start (they follow every `minutesBetweenHeats`); by default `minutesBetweenHeats` × 3 after the last heat. */
  semiStartsAt: z.iso.datetime({ offset: true, message: 'semiStartsAt must be a date and time.' }).optional(),
  /** Entry marks (season's best): the heats are seeded by them, serpentine; entries without one come last. */
  entryMarks: z
    .array(z.strictObject({ teamId: z.number().int().positive(), mark: oneLineText().trim().min(1).max(20) }))
    .max(512)
    .optional(),
  /** Random seeding (no entry marks): the seed to use, to reproduce a draw; a new one is recorded when absent. */
  seed: z.number().int().min(0).max(2_147_483_647).optional(),
  /** The first heat's start; heats follow every `minutesBetweenHeats`. */
  startsAt: z.iso.datetime({ offset: true, message: 'startsAt must be a date and time such as 2026-07-01T09:00:00+05:30.' }),
  minutesBetweenHeats: z.number().int().min(1).max(240).default(10),
  /** The final's start; by default `minutesBetweenHeats` × 3 after the last heat (or the last semi-final). */
  finalStartsAt: z.iso.datetime({ offset: true, message: 'finalStartsAt must be a date and time.' }).optional(),
  /** A venue of the event; the category's venue when absent. */
  venueId: z.number().int().positive().optional(),
  dryRun: z.boolean().optional(),
});
export type RoundsRequest = z.input<typeof roundsRequestSchema>;

const teamRef = z.object({ id: z.number().int(), name: z.string() });

export const timedLaneSchema = z.object({
  lane: z.number().int(),
  entry: teamRef,
  /** The mark as people read it (`10.87`); null before results or for DNS / DNF / DQ. */
  mark: z.string().nullable(),
  /** Field events: each attempt as people read it (`X` a foul or pass); null when only the mark was entered. */
  attempts: z.array(z.string()).nullable().default(null),
  status: z.enum(LANE_STATUSES).nullable(),
  reason: z.string().nullable(),
  /** Place in the heat; equal marks share one. Null without a mark. */
  place: z.number().int().nullable(),
  /** `Q` through by place in heat, `q` through by mark among the rest; null otherwise. */
  qualified: z.enum(['Q', 'q']).nullable(),
});

export const timedHeatSchema = z.object({
  id: z.number().int().nullable(),
  name: z.string(),
  startsAt: z.string(),
  venue: z.string(),
  status: z.enum(['scheduled', 'finished']),
  lanes: z.array(timedLaneSchema),
});

export const timedRoundSchema = z.object({
  number: z.number().int(),
  name: z.string(),
  qualify: z.object({ byPlace: z.number().int(), byMark: z.number().int() }).nullable(),
  heats: z.array(timedHeatSchema),
});
export type TimedRound = z.infer<typeof timedRoundSchema>;

export const rankingRowSchema = z.object({
  place: z.number().int().nullable(),
  entry: teamRef,
  mark: z.string().nullable(),
  status: z.enum(LANE_STATUSES),
});

export const roundsAnswerSchema = z.object({
  dryRun: z.boolean(),
  resultType: z.enum(MEASURED_RESULT_TYPES),
  seeding: z.enum(['marks', 'random']),
  seed: z.number().int().nullable(),
  rounds: z.array(timedRoundSchema),
});
export type RoundsAnswer = z.infer<typeof roundsAnswerSchema>;

export const heatParamsSchema = z.object({ heatId: z.coerce.number().int().positive() });

/** One row per lane: a mark, or DNS / DNF / DQ (a DQ needs its reason, e.g. the rule broken). */
export const heatResultsRequestSchema = z.strictObject({
  results: z
    .array(
      z
        .strictObject({
          lane: z
            .number()
            .int()
            .min(1)
            .max(LANES_MAX * 2),
          status: z.enum(LANE_STATUSES, { message: 'A lane is ok (with a mark), DNS, DNF or DQ.' }).default('ok'),
          mark: oneLineText().trim().max(20).optional(),
          /** Field events (distance, height, score): each attempt's mark, or `X` for a foul (`-` a pass); the best counts. */
          attempts: z.array(oneLineText().trim().min(1).max(20)).min(1).max(ATTEMPTS_MAX).optional(),
          reason: oneLineText().trim().max(200).optional(),
        })
        .superRefine((row, context) => {
          if (row.attempts && row.mark)
            context.addIssue({ code: 'custom', message: `Lane ${row.lane}: give its attempts or its mark, not both.`, path: ['mark'] });
          if (row.attempts && row.status !== 'ok')
            context.addIssue({
              code: 'custom',
              message: `Lane ${row.lane} is ${row.status}: leave its attempts empty.`,
              path: ['attempts'],
            });
          if (row.status === 'ok' && !row.mark && !row.attempts)
            context.addIssue({ code: 'custom', message: `Lane ${row.lane} needs a mark, or DNS, DNF or DQ.`, path: ['mark'] });
          if (row.status !== 'ok' && row.mark)
            context.addIssue({ code: 'custom', message: `Lane ${row.lane} is ${row.status}: leave its mark empty.`, path: ['mark'] });
          if (row.status === 'DQ' && !row.reason)
            context.addIssue({ code: 'custom', message: `Lane ${row.lane} is DQ: give the reason.`, path: ['reason'] });
        }),
    )
    .min(1, 'Enter a result for each lane.')
    .max(LANES_MAX * 2),
});
export type HeatResultsRequest = z.input<typeof heatResultsRequestSchema>;

export const heatResultsAnswerSchema = z.object({
  eventSportCategoryId: z.number().int(),
  round: z.string(),
  heat: timedHeatSchema,
});
