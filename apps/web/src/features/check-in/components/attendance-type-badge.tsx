import type { AttendanceBadgeType } from '@podium/contracts/check-in/verify-check-in';

/** Badge colours per attendance type (spec section 3). */
const COLOURS: Record<AttendanceBadgeType, string> = {
  participant: 'bg-brand-100 text-brand-700',
  visitor: 'bg-purple-100 text-purple-800',
  'check-in': 'bg-green-100 text-green-800',
  'check-out': 'bg-orange-100 text-orange-800',
};

export function AttendanceTypeBadge({ type }: { type: string }) {
  const colour = COLOURS[type as AttendanceBadgeType] ?? 'bg-slate-100 text-slate-800';
  return (
    <span data-testid="attendance-type-badge" data-type={type} className={`rounded-full px-2 py-0.5 text-xs font-semibold ${colour}`}>
      {type}
    </span>
  );
}
