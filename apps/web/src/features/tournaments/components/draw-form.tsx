import { useState } from 'react';
import type { AdminCategory } from '@podium/contracts/admin/admin-events';
import type { DrawAnswer, DrawRequest } from '@podium/contracts/tournaments/tournaments';
import { DRAW_FORMATS, SEEDING_METHODS } from '@podium/contracts/tournaments/tournaments';
import { useDraw } from '../api/tournament-admin';
import { DrawPreview } from './draw-preview';
import { PreviewThenApply, useDryRunAction } from './preview-then-apply';
import { Checkbox, NativeSelect, TextInput } from '../../../components/ui/controls';

const FORMAT_NAMES: Record<DrawRequest['format'], string> = {
  round_robin: 'Round robin',
  double_round_robin: 'Double round robin (home and away)',
  single_elimination: 'Knockout (single elimination)',
  groups_knockout: 'Groups, then knockout',
  swiss: 'Swiss (rounds paired by results)',
  double_elimination: "Double elimination (winners' and losers' brackets)",
};
const SEEDING_NAMES: Record<DrawRequest['seeding'], string> = {
  random: 'Random (recorded seed)',
  registration: 'In order of registration',
  manual: 'Manual order',
};
/** Blank: the sport's own (FIFA for football and most sports, sets for badminton, table tennis, volleyball). */
const TIE_BREAKER_NAMES = {
  '': "The sport's usual",
  fifa: 'FIFA: points, difference, scored, then head-to-head',
  uefa: 'UEFA: points, then head-to-head',
  sets: 'Sets: matches won, head-to-head, set and point ratio',
} as const;

/** Draws one category: Preview shows the structure without writing; Draw writes it (redraw until the first match starts). */
export function DrawForm({ eventId, categories }: { eventId: number; categories: AdminCategory[] }) {
  const draw = useDraw();
  const [categoryId, setCategoryId] = useState<number>();
  const [format, setFormat] = useState<DrawRequest['format']>('single_elimination');
  const [seeding, setSeeding] = useState<DrawRequest['seeding']>('random');
  const [groups, setGroups] = useState('2');
  const [advance, setAdvance] = useState('2');
  const [thirdPlace, setThirdPlace] = useState(true);
  const [rounds, setRounds] = useState('5');
  const [tieBreakers, setTieBreakers] = useState<keyof typeof TIE_BREAKER_NAMES>('');
  const [separateCompanies, setSeparateCompanies] = useState(false);
  const action = useDryRunAction<DrawAnswer>(async (dryRun) => {
    const request: DrawRequest = {
      format,
      seeding: seeding === 'manual' ? 'registration' : seeding,
      dryRun,
      ...(format === 'single_elimination' || format === 'groups_knockout' ? { thirdPlaceMatch: thirdPlace } : {}),
      ...(format === 'groups_knockout' ? { groups: Number(groups), advancePerGroup: Number(advance) } : {}),
      ...(format === 'swiss' ? { rounds: Number(rounds) } : {}),
      // A Swiss breaks ties by Buchholz and Sonneborn-Berger and pairs by results: these options are not its own.
      ...(tieBreakers && format !== 'swiss' && format !== 'double_elimination' ? { tieBreakers: { preset: tieBreakers } } : {}),
      ...(separateCompanies && format !== 'swiss' ? { separateCompanies } : {}),
      // A preview's seed is kept, so Draw writes exactly what was previewed.
      ...(!dryRun && action.answer?.dryRun && seeding === 'random' ? { seed: action.answer.seed } : {}),
    };
    return draw.mutateAsync({ eventId, eventSportCategoryId: categoryId!, request });
  });
  const { answer, problem } = action;
  const run = async (dryRun: boolean) => {
    if (!categoryId) return action.setProblem('Choose the category to draw.');
    await action.run(dryRun);
  };

  return (
    <form
      aria-label="Draw a category"
      className="grid gap-3"
      onSubmit={(submitted) => {
        submitted.preventDefault();
        void run(true);
      }}
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <label className="text-sm">
          Category
          <NativeSelect
            value={categoryId ?? ''}
            onChange={(e) => {
              setCategoryId(e.target.value ? Number(e.target.value) : undefined);
              action.setAnswer(undefined);
            }}
          >
            <option value="">Choose a category</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.sportName} · {category.categoryName} ({category.registrations})
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className="text-sm">
          Format
          <NativeSelect value={format} onChange={(e) => setFormat(e.target.value as DrawRequest['format'])}>
            {DRAW_FORMATS.map((name) => (
              <option key={name} value={name}>
                {FORMAT_NAMES[name]}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className="text-sm">
          Seeding
          <NativeSelect value={seeding} onChange={(e) => setSeeding(e.target.value as DrawRequest['seeding'])}>
            {SEEDING_METHODS.filter((name) => name !== 'manual').map((name) => (
              <option key={name} value={name}>
                {SEEDING_NAMES[name]}
              </option>
            ))}
          </NativeSelect>
        </label>
        {format === 'groups_knockout' && (
          <>
            <label className="text-sm">
              Groups
              <TextInput type="number" min={1} max={26} value={groups} onChange={(e) => setGroups(e.target.value)} />
            </label>
            <label className="text-sm">
              Teams through per group
              <TextInput type="number" min={1} max={32} value={advance} onChange={(e) => setAdvance(e.target.value)} />
            </label>
          </>
        )}
        {format === 'swiss' && (
          <label className="text-sm">
            Rounds
            <TextInput type="number" min={1} max={20} value={rounds} onChange={(e) => setRounds(e.target.value)} />
          </label>
        )}
        {format !== 'single_elimination' && format !== 'swiss' && format !== 'double_elimination' && (
          <label className="text-sm">
            Tie-breakers
            <NativeSelect value={tieBreakers} onChange={(e) => setTieBreakers(e.target.value as keyof typeof TIE_BREAKER_NAMES)}>
              {Object.entries(TIE_BREAKER_NAMES).map(([value, name]) => (
                <option key={value} value={value}>
                  {name}
                </option>
              ))}
            </NativeSelect>
          </label>
        )}
        {format !== 'round_robin' && format !== 'double_round_robin' && format !== 'swiss' && (
          <label className="flex min-h-11 items-center gap-2 self-end text-sm">
            <Checkbox checked={separateCompanies} onChange={(e) => setSeparateCompanies(e.target.checked)} />
            Keep colleagues apart
          </label>
        )}
        {(format === 'single_elimination' || format === 'groups_knockout') && (
          <label className="flex min-h-11 items-center gap-2 self-end text-sm">
            <Checkbox checked={thirdPlace} onChange={(e) => setThirdPlace(e.target.checked)} />
            Third-place match
          </label>
        )}
      </div>
      <PreviewThenApply
        applyLabel="Draw"
        canApply={Boolean(answer?.dryRun)}
        isPending={draw.isPending}
        problem={problem}
        onApply={() => void run(false)}
      />
      {answer && <DrawPreview answer={answer} />}
    </form>
  );
}
