import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/error-messages';
import { useTeamInviteLink } from '../api/team-invites';
import { useQrDataUrl } from '../hooks/use-qr-data-url';

/**
 * A team's invite link to share (issue 33 §4): the link, a QR code a colleague scans off the
 * screen, Copy and (where the phone can) Share. Colleagues who open it sign in and join.
 */
export function TeamInvitePanel({ teamId, teamName }: { teamId: number; teamName: string }) {
  const link = useTeamInviteLink(teamId, { enabled: true });
  const url = link.data ? `${window.location.origin}${link.data.path}` : undefined;
  const qr = useQrDataUrl(url);
  const canShare = typeof navigator.share === 'function';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url!);
      toast.success('Invite link copied. Send it to your colleagues.');
    } catch {
      toast.error('Could not copy. Press and hold the link to copy it instead.');
    }
  };
  const share = async () => {
    try {
      await navigator.share({ title: `Join ${teamName}`, text: `Join my team ${teamName} on Podium:`, url: url! });
    } catch {
      // The person closed the share sheet: nothing to say.
    }
  };

  if (link.isLoading)
    return (
      <p role="status" className="mt-3 text-sm text-slate-500">
        Loading the invite link…
      </p>
    );
  if (!link.data || !url) {
    return (
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(link.error, { fallback: 'Could not load the invite link.' })}
        </p>
        <Button variant="secondary" size="sm" onClick={() => void link.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <div className="mt-3 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200" data-testid="team-invite-panel">
      <p className="text-sm text-slate-700">Colleagues who open this link sign in and join {teamName}.</p>
      <div className="mt-3 flex flex-col items-center gap-3 sm:flex-row sm:items-start">
        {qr ? (
          <img src={qr} alt={`QR code of the invite link to ${teamName}`} width={160} height={160} className="rounded-lg bg-white" />
        ) : (
          <div className="h-40 w-40 rounded-lg bg-white" aria-hidden="true" />
        )}
        <div className="min-w-0 flex-1 space-y-2">
          <a href={url} className="block break-all text-sm font-semibold text-brand-700 underline" data-testid="team-invite-link">
            {url}
          </a>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => void copy()}>
              Copy link
            </Button>
            {canShare && (
              <Button size="sm" variant="secondary" onClick={() => void share()}>
                Share
              </Button>
            )}
          </div>
          <p className="text-xs text-slate-500">Share it only with people you want on the team: anyone with it can ask to join.</p>
        </div>
      </div>
    </div>
  );
}
