/** @vitest-environment happy-dom */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RoundsAnswer } from '@podium/contracts/tournaments/timed-events';
import '../../../test/render';
import { HeatsAnswerSummary } from './heats-answer-summary';

const lane = (number: number, name: string) => ({
  lane: number,
  entry: { id: number, name },
  mark: null,
  attempts: null,
  status: null,
  reason: null,
  place: null,
  qualified: null,
});
const heat = (name: string, startsAt: string, lanes: ReturnType<typeof lane>[]) => ({
  id: null,
  name,
  startsAt,
  venue: 'Track',
  status: 'scheduled' as const,
  lanes,
});
const preview: RoundsAnswer = {
  dryRun: true,
  resultType: 'time',
  seeding: 'random',
  seed: 4242,
  rounds: [
    {
      number: 1,
      name: 'Heats',
      qualify: { byPlace: 2, byMark: 2 },
      heats: [
        heat('Heat 1', '2026-07-01T03:30:00.000Z', [lane(4, 'Asha'), lane(5, 'Chen')]),
        heat('Heat 2', '2026-07-01T03:40:00.000Z', [lane(4, 'Ben')]),
      ],
    },
    { number: 2, name: 'Final', qualify: null, heats: [heat('Final', '2026-07-01T04:30:00.000Z', [])] },
  ],
};

describe('what drawing heats answered', () => {
  it('previews each round’s heats with their time and lanes, and the random seed', () => {
    render(<HeatsAnswerSummary answer={preview} timeZone="Asia/Kolkata" />);
    const region = screen.getByRole('region', { name: 'Heats preview' });
    expect(within(region).getByText(/^Preview: nothing is saved yet\. Seeded at random \(seed 4242\)\.$/)).toBeTruthy();
    expect(
      within(region)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Heats', 'Final']);
    expect(within(region).getByText(/^Heat 1 · .*9:00/)).toBeTruthy();
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Lane 4: Asha', 'Lane 5: Chen', 'Lane 4: Ben']);
    expect(within(region).getByText('Lanes are drawn when the heats are in.')).toBeTruthy();
  });

  it('says the heats are saved, seeded by entry marks', () => {
    render(<HeatsAnswerSummary answer={{ ...preview, dryRun: false, seeding: 'marks', seed: null }} timeZone="Asia/Kolkata" />);
    const region = screen.getByRole('region', { name: 'Heats drawn' });
    expect(within(region).getByText(/^Saved\. Staff enter each heat at \/staff\. Seeded by entry marks\.$/)).toBeTruthy();
  });
});
