import { Link } from 'react-router';
import { Users } from 'lucide-react';
import type { TeamInvitePreview } from '@podium/contracts/registrations/team-invite';
import { Button, buttonClass } from '../../../components/ui/button';
import { panelClass } from '../../../components/ui/panel';
import { errorMessage } from '../../../lib/error-messages';
import { formatScheduleTime } from '../../../lib/format-date';
import { useStartCheckout } from '../../payments';
import { useJoinTeamByInvite, useTeamInvitePreview } from '../api/team-invites';

/**
 * What a team invite link opens (/join/{code}, issue 33 §4): the team, its captain, event and
 * category, places and cut-off, and "Join team". A refusal is the server's sentence, which says
 * what to do; a fee charged per person goes on to the joiner's own checkout.
 */
export function TeamInviteCard({ inviteCode }: { inviteCode: string }) {
  const preview = useTeamInvitePreview(inviteCode, { enabled: true });
  const join = useJoinTeamByInvite();
  const startCheckout = useStartCheckout();

  const onJoin = async () => {
    const answer = await join.mutateAsync(inviteCode).catch(() => undefined);
    if (answer?.data.order?.checkout) await startCheckout(answer.data.order);
  };

  if (preview.isLoading) return <p role="status">Loading the invitation…</p>;
  if (!preview.data) {
    return (
      <div className={panelClass('md', 'mt-6')}>
        <p role="alert" className="text-red-700">
          {errorMessage(preview.error, { fallback: 'Could not open this invitation. Please try again.' })}
        </p>
        <Link to="/my-events" className={buttonClass('secondary', 'mt-4')}>
          My registrations
        </Link>
      </div>
    );
  }
  const invite = preview.data;
  if (join.data) {
    return (
      <section aria-labelledby="joined-heading" className="mt-6 rounded-2xl border border-emerald-200 bg-emerald-50 p-6">
        <h2 id="joined-heading" className="text-xl font-bold text-emerald-900">
          {join.data.message}
        </h2>
        <p className="mt-2 text-emerald-900">Your team and its roster are on My registrations.</p>
        <Link to="/my-events" className={buttonClass('primary', 'mt-4')}>
          See my team
        </Link>
      </section>
    );
  }
  return (
    <section aria-labelledby="invite-heading" className={panelClass('md', 'mt-6')}>
      <h2 id="invite-heading" className="flex items-center gap-2 text-2xl font-bold text-ink">
        <Users aria-hidden="true" className="h-6 w-6 shrink-0 text-brand-600" />
        {invite.team.name}
      </h2>
      <p className="mt-1 text-slate-600">
        {invite.captainName ? `${invite.captainName} invites you to play ` : 'You are invited to play '}
        {invite.sport} · {invite.category} at {invite.event.eventName}.
      </p>
      <InviteDetails invite={invite} />
      {invite.isMember ? (
        <div className="mt-5">
          <p className="font-semibold text-emerald-800">You are on this team.</p>
          <Link to="/my-events" className={buttonClass('primary', 'mt-3')}>
            See my team
          </Link>
        </div>
      ) : (
        <div className="mt-5 space-y-3">
          {join.error && (
            <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
              {errorMessage(join.error, { fallback: 'Could not join the team. Please try again.' })}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button size="lg" onClick={() => void onJoin()} disabled={join.isPending} aria-busy={join.isPending}>
              {join.isPending ? 'Joining…' : 'Join team'}
            </Button>
            <Link to={`/${invite.event.path}`} className={buttonClass('secondary', '', 'lg')}>
              About the event
            </Link>
          </div>
        </div>
      )}
    </section>
  );
}

function InviteDetails({ invite }: { invite: TeamInvitePreview }) {
  const places = invite.teamSizeMax !== null ? `${invite.memberCount} of ${invite.teamSizeMax}` : `${invite.memberCount}`;
  return (
    <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      <dt className="text-slate-500">Captain</dt>
      <dd>{invite.captainName ?? 'No captain any more'}</dd>
      {invite.team.companyName && (
        <>
          <dt className="text-slate-500">Company</dt>
          <dd>
            {invite.team.companyName}
            {invite.allowsMixedTeams ? ' (colleagues of any company may join)' : ''}
          </dd>
        </>
      )}
      <dt className="text-slate-500">Event</dt>
      <dd>{invite.event.eventName}</dd>
      <dt className="text-slate-500">Category</dt>
      <dd>
        {invite.sport} · {invite.category}
      </dd>
      <dt className="text-slate-500">Players</dt>
      <dd>{places}</dd>
      <dt className="text-slate-500">Joining closes</dt>
      <dd>{formatScheduleTime(invite.registrationClosesAt, invite.event.timeZone)}</dd>
    </dl>
  );
}
