import { LANE_STATUSES, type LaneStatus } from '@podium/contracts/tournaments/timed-events';
import { NativeSelect, TextInput } from '../../../components/ui/controls';

/** One lane of a heat as staff fill it in: a mark (or attempts), or DNS / DNF / DQ with a reason. */
export interface LaneResult {
  lane: number;
  name: string;
  status: LaneStatus;
  mark: string;
  reason: string;
}

const STATUS_LABELS: Record<LaneStatus, string> = { ok: 'Mark', DNS: 'DNS', DNF: 'DNF', DQ: 'DQ' };

/**
 * A lane's row of the heat results form: its mark box (the placeholder taken from `hint`, 'Time:
 * 10.87 or 1:02.35') or, for DNS / DNF / DQ, its reason box, and the result list beside it.
 */
export function LaneResultRow({ row, hint, onChange }: { row: LaneResult; hint: string; onChange: (change: Partial<LaneResult>) => void }) {
  return (
    <li className="rounded-lg bg-slate-50 p-2">
      <p className="font-medium">
        Lane {row.lane} · {row.name}
      </p>
      <div className="mt-1 grid grid-cols-[1fr_6rem] gap-2">
        {row.status === 'ok' ? (
          <TextInput
            aria-label={`Lane ${row.lane} mark`}
            // A decimal keypad has no space or X: field events (attempts) get the full keyboard.
            inputMode={hint.includes('attempts') ? 'text' : 'decimal'}
            autoComplete="off"
            className="tabular-nums"
            value={row.mark}
            placeholder={hint.split(': ')[1]?.split(' ')[0]?.replace(/,$/, '') ?? ''}
            onChange={(change) => onChange({ mark: change.target.value })}
          />
        ) : (
          <TextInput
            aria-label={`Lane ${row.lane} reason`}
            autoComplete="off"
            value={row.reason}
            placeholder={row.status === 'DQ' ? 'Reason (needed)' : 'Reason (optional)'}
            onChange={(change) => onChange({ reason: change.target.value })}
          />
        )}
        <NativeSelect
          aria-label={`Lane ${row.lane} result`}
          value={row.status}
          onChange={(change) => onChange({ status: change.target.value as LaneStatus })}
        >
          {LANE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </NativeSelect>
      </div>
    </li>
  );
}
