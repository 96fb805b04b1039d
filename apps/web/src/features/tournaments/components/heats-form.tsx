import { useState } from 'react';
import type { AdminCategory } from '@podium/contracts/admin/admin-events';
import { defaultResultType, type RoundsAnswer } from '@podium/contracts/tournaments/timed-events';
import { Field, Select } from '../../../components/ui/field';
import { NativeSelect, TextInput, type TextInputProps } from '../../../components/ui/controls';
import { useDrawRounds } from '../api/tournament-admin';
import { HeatsAnswerSummary } from './heats-answer-summary';
import { PreviewThenApply, useDryRunAction } from './preview-then-apply';

const SEMI_FINAL_CHOICES = [
  { value: 'rule', label: 'Over 3 heats only' },
  { value: 'always', label: 'Always' },
  { value: 'never', label: 'Never' },
] as const;

/** `2026-07-01` at `09:00` in a time zone, as an ISO date-time with that zone's offset then. */
export function zonedDateTime(day: string, time: string, timeZone: string): string {
  const guess = new Date(`${day}T${time}:00Z`);
  const label =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(guess)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const offset = label === 'GMT' ? '+00:00' : label.replace('GMT', '');
  return `${day}T${time}:00${offset.length === 3 ? `${offset}:00` : offset}`;
}

/**
 * Admin → Tournaments, for a timed or measured category (100 m, swimming, archery: issue 32): draws
 * its heats, the semi-finals of a big field and the final to come. Preview shows the heats and lanes without writing; Draw heats
 * writes them (again until a heat has results). Staff then enter each heat at /staff.
 */
export function HeatsForm({
  eventId,
  categories,
  firstDay,
  timeZone,
}: {
  eventId: number;
  categories: AdminCategory[];
  firstDay: string;
  timeZone: string;
}) {
  const timed = categories.filter((category) => (category.resultType ?? defaultResultType(category.sportName)) !== 'match');
  const draw = useDrawRounds();
  const [categoryId, setCategoryId] = useState<number>();
  const [lanes, setLanes] = useState('8');
  const [byPlace, setByPlace] = useState('2');
  const [byMark, setByMark] = useState('2');
  const [day, setDay] = useState(firstDay);
  const [time, setTime] = useState('09:00');
  const [gap, setGap] = useState('10');
  /** Semi-finals: by the rule (more than 3 heats), always, or never. */
  const [semis, setSemis] = useState<'rule' | 'always' | 'never'>('rule');
  const [semiByPlace, setSemiByPlace] = useState('3');
  const [semiByMark, setSemiByMark] = useState('2');
  const action = useDryRunAction<RoundsAnswer>((dryRun): Promise<{ data: RoundsAnswer; message: string }> =>
    draw.mutateAsync({
      eventId,
      eventSportCategoryId: categoryId!,
      request: {
        lanes: Number(lanes),
        qualify: { byPlace: Number(byPlace), byMark: Number(byMark) },
        startsAt: zonedDateTime(day, time, timeZone),
        minutesBetweenHeats: Number(gap),
        ...(semis === 'never' ? { semiFinals: false } : { semiQualify: { byPlace: Number(semiByPlace), byMark: Number(semiByMark) } }),
        ...(semis === 'always' ? { semiFinals: true } : {}),
        dryRun,
        // A preview's random seed is kept, so Draw heats writes exactly what was previewed.
        ...(!dryRun && action.answer?.dryRun && action.answer.seed !== null ? { seed: action.answer.seed } : {}),
      },
    }),
  );
  if (timed.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        No timed or measured category at this event. A category of Athletics, Swimming or Archery is one by default; another sport's
        category becomes one when its result type is set in the event's category editor.
      </p>
    );
  }
  const run = async (dryRun: boolean) => {
    if (!categoryId) return action.setProblem('Choose the category to put in heats.');
    await action.run(dryRun);
  };
  const field = (label: string, value: string, onChange: (value: string) => void, props: TextInputProps = {}) => (
    <label className="flex flex-col gap-1 text-sm">
      {label}
      <TextInput value={value} onChange={(event) => onChange(event.target.value)} {...props} />
    </label>
  );
  return (
    <form
      aria-label="Draw heats"
      className="grid gap-3"
      onSubmit={(submitted) => {
        submitted.preventDefault();
        void run(true);
      }}
    >
      <label className="flex flex-col gap-1 text-sm">
        Category
        <NativeSelect
          value={categoryId ?? ''}
          onChange={(event) => {
            setCategoryId(event.target.value ? Number(event.target.value) : undefined);
            action.setAnswer(undefined);
          }}
        >
          <option value="">Choose a category</option>
          {timed.map((category) => (
            <option key={category.id} value={category.id}>
              {category.sportName} · {category.categoryName}
            </option>
          ))}
        </NativeSelect>
      </label>
      <div className="grid items-end gap-3 sm:grid-cols-3">
        {field('Lanes in a heat', lanes, setLanes, { type: 'number', min: 1, max: 16, inputMode: 'numeric' })}
        {field('To the next round: first places of each heat', byPlace, setByPlace, { type: 'number', min: 0, inputMode: 'numeric' })}
        {field('Then: best marks of the rest', byMark, setByMark, { type: 'number', min: 0, inputMode: 'numeric' })}
        {field('Day', day, setDay, { type: 'date' })}
        {field('First heat at', time, setTime, { type: 'time' })}
        {field('Minutes between heats', gap, setGap, { type: 'number', min: 1, max: 240, inputMode: 'numeric' })}
      </div>
      <div className="grid items-end gap-3 sm:grid-cols-3">
        <Field label="Semi-finals">
          <Select
            value={semis}
            options={SEMI_FINAL_CHOICES}
            onChange={(value) => {
              setSemis(value);
              action.setAnswer(undefined);
            }}
          />
        </Field>
        {semis !== 'never' && (
          <>
            {field('Final: first places per semi-final', semiByPlace, setSemiByPlace, {
              type: 'number',
              min: 0,
              inputMode: 'numeric',
            })}
            {field('Final: then best marks of the rest', semiByMark, setSemiByMark, {
              type: 'number',
              min: 0,
              inputMode: 'numeric',
            })}
          </>
        )}
      </div>
      <PreviewThenApply
        applyLabel="Draw heats"
        canApply={action.answer?.dryRun === true}
        isPending={draw.isPending}
        problem={action.problem}
        onApply={() => void run(false)}
      />
      {action.answer && <HeatsAnswerSummary answer={action.answer} timeZone={timeZone} />}
    </form>
  );
}
