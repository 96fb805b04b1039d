/** @vitest-environment happy-dom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import '../../../test/render';
import type { ScorePair } from './score-card-fixture';
import { SetScoresFieldset } from './set-scores-fieldset';

/** The fieldset with its sets kept in state, as the score card keeps them; `seen` gets every change. */
function Harness({ start, canAddSet, seen }: { start: ScorePair[]; canAddSet: boolean; seen: ScorePair[][] }) {
  const [sets, setSets] = useState(start);
  return (
    <SetScoresFieldset
      matchId={8}
      sets={sets}
      homeName="Globex"
      awayName="Initech"
      canAddSet={canAddSet}
      onChange={(next) => {
        seen.push(next);
        setSets(next);
      }}
    />
  );
}

describe('points by set on a score card', () => {
  it('shows nothing for a sport without sets', () => {
    const { container } = render(<Harness start={[]} canAddSet={false} seen={[]} />);
    expect(container.innerHTML).toBe('');
  });

  it('types points into one side of one set and adds a set', async () => {
    const seen: ScorePair[][] = [];
    render(<Harness start={[{ home: '21', away: '' }]} canAddSet seen={seen} />);
    expect(screen.getByRole('group', { name: 'Points by set' })).toBeTruthy();
    expect(document.getElementById('sets-note-8')?.textContent).toBe('The match score is the sets won.');
    expect((screen.getByLabelText('Set 1, Globex') as HTMLInputElement).value).toBe('21');
    await userEvent.type(screen.getByLabelText('Set 1, Initech'), '19');
    expect(seen.at(-1)).toEqual([{ home: '21', away: '19' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Add a set' }));
    expect(seen.at(-1)).toEqual([
      { home: '21', away: '19' },
      { home: '', away: '' },
    ]);
    await userEvent.type(screen.getByLabelText('Set 2, Globex'), '7');
    expect(seen.at(-1)).toEqual([
      { home: '21', away: '19' },
      { home: '7', away: '' },
    ]);
  });

  it('offers no more sets once the card says so', () => {
    render(<Harness start={[{ home: '', away: '' }]} canAddSet={false} seen={[]} />);
    expect(screen.getByLabelText('Set 1, Globex')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add a set' })).toBeNull();
  });
});
