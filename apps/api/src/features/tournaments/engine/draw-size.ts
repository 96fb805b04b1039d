import { DRAW_ENTRIES_MAX, DRAW_FIXTURES_MAX, DRAW_GROUP_STAGE_ENTRIES_MAX } from '@podium/contracts/tournaments/tournaments';
import type { DrawFormat, FormatOptions } from './formats';

const pairs = (count: number) => (count * (count - 1)) / 2;

/** Matches of a knockout of `count` sides: one per side knocked out, plus the bronze match when there are semi-finals. */
function knockoutMatches(count: number, thirdPlace?: boolean): number {
  if (count < 2) return 0;
  return count - 1 + (thirdPlace && count >= 4 ? 1 : 0);
}

/**
 * How many matches a draw of `count` entries makes, counted without building it, so an oversized
 * request is refused before it costs anything. Groups are dealt as `snakeGroups` deals them
 * (sizes differ by at most one); `engine.test.ts` checks the count against `planDraw`.
 */
export function countDrawFixtures(count: number, options: FormatOptions): number {
  if (options.format === 'round_robin') return pairs(count);
  if (options.format === 'double_round_robin') return 2 * pairs(count);
  if (options.format === 'single_elimination') return knockoutMatches(count, options.thirdPlaceMatch);
  // Every round of a Swiss pairs the whole field (one sits out when it is odd).
  // Every entry but the champion loses twice (2n - 2), plus the grand final's reset.
  if (options.format === 'double_elimination') return 2 * count - 1;
  if (options.format === 'swiss') return (options.rounds ?? 1) * Math.floor(count / 2);
  const groupCount = Math.max(1, options.groups ?? 2);
  const smallest = Math.floor(count / groupCount);
  const larger = count % groupCount;
  const groupMatches = larger * pairs(smallest + 1) + (groupCount - larger) * pairs(smallest);
  return groupMatches + knockoutMatches(groupCount * (options.advancePerGroup ?? 2), options.thirdPlaceMatch);
}

const FORMAT_NAMES: Record<DrawFormat, string> = {
  round_robin: 'A round robin',
  double_round_robin: 'A double round robin',
  single_elimination: 'A knockout',
  groups_knockout: 'Groups then a knockout',
  swiss: 'A Swiss',
  double_elimination: 'A double elimination',
};

/**
 * Why a draw of `count` entries is too big for one category, or null when it fits: at most
 * DRAW_ENTRIES_MAX entries, DRAW_GROUP_STAGE_ENTRIES_MAX in a league or group stage, and
 * DRAW_FIXTURES_MAX matches. The text names the limit and what to choose instead.
 */
export function drawSizeProblem(count: number, options: FormatOptions): string | null {
  const format = FORMAT_NAMES[options.format];
  if (count > DRAW_ENTRIES_MAX) {
    return `This category has ${count} entries; a draw takes at most ${DRAW_ENTRIES_MAX}. Split it into smaller categories.`;
  }
  if (!['single_elimination', 'double_elimination', 'swiss'].includes(options.format) && count > DRAW_GROUP_STAGE_ENTRIES_MAX) {
    return (
      `This category has ${count} entries; ${format.toLowerCase()} takes at most ${DRAW_GROUP_STAGE_ENTRIES_MAX}. ` +
      'Use a knockout, or split the category.'
    );
  }
  const matches = countDrawFixtures(count, options);
  if (matches > DRAW_FIXTURES_MAX) {
    return (
      `${format} of ${count} entries makes ${matches.toLocaleString('en')} matches; a draw makes at most ` +
      `${DRAW_FIXTURES_MAX.toLocaleString('en')}. ${options.format === 'swiss' ? 'Choose fewer rounds.' : 'Choose more groups, a single round robin or a knockout.'}`
    );
  }
  return null;
}
