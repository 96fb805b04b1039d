import { useState } from 'react';
import { Link } from 'react-router';
import type { MyRegistration } from '@podium/contracts/registrations/registration';
import { toast } from '../../../components/ui/toaster';
import { useWithdraw } from '../api/my-registrations';
import { errorMessage } from '../../../lib/error-messages';
import { Button } from '../../../components/ui/button';
import { formatScheduleTime } from '../../../lib/format-date';
import { WithdrawDialog } from './withdraw-dialog';
import { TeamRoster } from './team-roster';

const STATUS_STYLES: Record<MyRegistration['status'], string> = {
  confirmed: 'bg-emerald-100 text-emerald-800',
  pending: 'bg-amber-100 text-amber-800',
  withdrawn: 'bg-slate-200 text-slate-600',
  pending_payment: 'bg-amber-100 text-amber-800',
};

/** A registration's state in people's words (never the stored value). */
const STATUS_LABELS: Record<MyRegistration['status'], string> = {
  confirmed: 'Confirmed',
  pending: 'Pending',
  withdrawn: 'Withdrawn',
  pending_payment: 'Awaiting payment',
};

/** My registrations grouped by event: status, venue, team and join code, next match, withdraw. */
const PLACE_WORDS: Record<number, string> = { 1: '1st place (gold)', 2: '2nd place (silver)', 3: '3rd place (bronze)' };

/** With no match ahead: the category's result once it is decided, else its fixtures are still to come. */
function nextMatchFallback(result: MyRegistration['categoryResult']): string {
  if (!result) return 'To be announced';
  return result.place ? `None: results are in, ${PLACE_WORDS[result.place]}` : 'None: results are in';
}

export function MyRegistrationsList({ registrations }: { registrations: MyRegistration[] }) {
  const withdraw = useWithdraw();
  const events = [...new Map(registrations.map((row) => [row.event.id, row.event])).values()];

  const [askingToWithdraw, setAskingToWithdraw] = useState<MyRegistration>();

  const confirmWithdraw = async (row: MyRegistration) => {
    try {
      const answer = await withdraw.mutateAsync(row.id);
      setAskingToWithdraw(undefined);
      toast.success(answer.message);
    } catch (error) {
      setAskingToWithdraw(undefined);
      toast.error(errorMessage(error, { fallback: 'Could not withdraw. Please try again.' }));
    }
  };

  return (
    <div className="space-y-8">
      {askingToWithdraw && (
        <WithdrawDialog
          registration={askingToWithdraw}
          isBusy={withdraw.isPending}
          onConfirm={() => void confirmWithdraw(askingToWithdraw)}
          onCancel={() => setAskingToWithdraw(undefined)}
        />
      )}
      {events.map((event) => (
        <section key={event.id} aria-labelledby={`event-${event.id}`}>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id={`event-${event.id}`} className="text-xl font-bold">
              <Link to={`/${event.path}`} className="hover:text-brand-700">
                {event.eventName}
              </Link>
            </h2>
            <Link to={`/co-register?eventId=${event.id}`} className="text-sm font-semibold text-brand-600 hover:underline">
              Add categories
            </Link>
          </div>
          <ul className="mt-3 grid gap-3 md:grid-cols-2">
            {registrations
              .filter((row) => row.event.id === event.id)
              .map((row) => (
                <li
                  key={row.id}
                  className={`rounded-2xl border bg-white p-4 shadow-sm ${row.status === 'withdrawn' ? 'border-slate-200 opacity-70' : 'border-slate-200'}`}
                >
                  <div className="flex items-start justify-between gap-2">
                    <h3 className="font-bold">
                      {row.sport.name} · {row.category.name}
                    </h3>
                    <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${STATUS_STYLES[row.status]}`}>
                      {STATUS_LABELS[row.status]}
                    </span>
                  </div>
                  <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                    <dt className="text-slate-500">Venue</dt>
                    <dd>{row.venue.name}</dd>
                    {row.team && (
                      <>
                        <dt className="text-slate-500">Team</dt>
                        <dd>
                          {row.team.name} ({row.team.memberCount} {row.team.memberCount === 1 ? 'player' : 'players'}) · code{' '}
                          <code className="rounded bg-slate-100 px-1.5 font-bold tracking-widest">{row.team.joinCode}</code>
                        </dd>
                      </>
                    )}
                    {row.status !== 'withdrawn' && (
                      <>
                        <dt className="text-slate-500">Next match</dt>
                        <dd>
                          {row.nextFixture
                            ? `${formatScheduleTime(row.nextFixture.startsAt, row.event.timeZone)} · ${row.nextFixture.round}${row.nextFixture.opponent ? ` vs ${row.nextFixture.opponent}` : ''}${row.nextFixture.status === 'live' ? ' (live now)' : ''}`
                            : nextMatchFallback(row.categoryResult)}
                        </dd>
                      </>
                    )}
                  </dl>
                  {row.team && <TeamRoster team={row.team} canChange={row.canWithdraw} />}
                  {row.canWithdraw ? (
                    <div className="mt-3 flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3">
                      <p className="text-xs text-slate-500">
                        You can withdraw until {formatScheduleTime(row.withdrawClosesAt, row.event.timeZone)}
                      </p>
                      <Button variant="dangerSecondary" size="sm" onClick={() => setAskingToWithdraw(row)} disabled={withdraw.isPending}>
                        Withdraw
                      </Button>
                    </div>
                  ) : (
                    row.status !== 'withdrawn' && (
                      <p className="mt-3 border-t border-slate-100 pt-3 text-xs text-slate-500">
                        Withdrawals closed on {formatScheduleTime(row.withdrawClosesAt, row.event.timeZone)}
                      </p>
                    )
                  )}
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
