import { useState } from 'react';
import type { MyRegistration, TeamMember } from '@podium/contracts/registrations/registration';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/error-messages';
import { useRemoveTeamMember } from '../api/team-invites';
import { TeamInvitePanel } from './team-invite-panel';

type Team = NonNullable<MyRegistration['team']>;

/**
 * The roster of my team on My registrations (issue 33 §4): everyone on it, the captain first; the
 * captain removes a member (asked first, in the page) until the cut-off; any member opens the invite
 * link and QR to bring colleagues in while there is room.
 */
export function TeamRoster({ team, canChange }: { team: Team; canChange: boolean }) {
  const remove = useRemoveTeamMember();
  const [removing, setRemoving] = useState<TeamMember>();
  const [isInviting, setInviting] = useState(false);
  const isFull = team.teamSizeMax !== null && team.memberCount >= team.teamSizeMax;

  const confirmRemove = async (member: TeamMember) => {
    try {
      const answer = await remove.mutateAsync({ teamId: team.id, registrationId: member.registrationId });
      toast.success(answer.message);
    } catch (error) {
      toast.error(errorMessage(error, { fallback: 'Could not remove them. Please try again.' }));
    } finally {
      setRemoving(undefined);
    }
  };

  return (
    <div className="mt-3 border-t border-slate-100 pt-3">
      <h4 className="text-sm font-semibold text-slate-700">
        Roster · {team.memberCount}
        {team.teamSizeMax !== null ? ` of ${team.teamSizeMax}` : ''}{' '}
        {team.memberCount === 1 && team.teamSizeMax === null ? 'player' : 'players'}
      </h4>
      <ul className="mt-2 space-y-1" aria-label={`${team.name} roster`}>
        {team.members.map((member) => (
          <li key={member.registrationId} className="flex min-h-9 flex-wrap items-center justify-between gap-2 text-sm">
            <span className="min-w-0">
              {member.name}
              {member.isCaptain && (
                <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-bold text-brand-700">Captain</span>
              )}
              {member.status === 'pending_payment' && (
                <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-800">Awaiting payment</span>
              )}
            </span>
            {team.isCaptain && canChange && !member.isCaptain && (
              <Button variant="ghost" size="sm" onClick={() => setRemoving(member)} disabled={remove.isPending}>
                Remove
              </Button>
            )}
          </li>
        ))}
      </ul>
      {removing && (
        <div
          role="group"
          aria-labelledby="remove-member-question"
          className="mt-2 rounded-xl bg-amber-50 p-3 text-sm ring-1 ring-amber-200"
        >
          <p id="remove-member-question" className="text-amber-900">
            Remove {removing.name} from {team.name}? Their place is withdrawn, with any refund under the site's policy.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button
              variant="danger"
              size="sm"
              onClick={() => void confirmRemove(removing)}
              disabled={remove.isPending}
              aria-busy={remove.isPending}
            >
              {remove.isPending ? 'Removing…' : `Remove ${removing.name}`}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setRemoving(undefined)} disabled={remove.isPending}>
              Keep them
            </Button>
          </div>
        </div>
      )}
      {canChange &&
        (isFull ? (
          <p className="mt-2 text-xs text-slate-500">The team is full.</p>
        ) : isInviting ? (
          <TeamInvitePanel teamId={team.id} teamName={team.name} />
        ) : (
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => setInviting(true)}>
            Invite colleagues
          </Button>
        ))}
    </div>
  );
}
