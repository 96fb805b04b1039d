import { useQuery } from '@tanstack/react-query';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { invitationLookupSchema, type InvitationLookup } from '@podium/contracts/platform/platform-tenants';
import { ApiError, http } from '../../../lib/http-client';
import { formatDay } from '../../../lib/format-date';
import { errorMessage } from '../../../lib/error-messages';

const lookupAnswer = successEnvelope(invitationLookupSchema);
const ASK_FOR_NEW = 'Ask your Podium operator for a new invitation.';

function sentenceOf(invitation: InvitationLookup): { tone: 'info' | 'warning'; text: string } {
  if (invitation.status === 'open')
    return {
      tone: 'info',
      text: `You are invited to run ${invitation.siteName} as its admin. Sign in with the phone number ending in ${invitation.phoneEnding}: you become the admin at this first sign-in. The link works until ${formatDay(invitation.expiresAt)}.`,
    };
  if (invitation.status === 'used')
    return {
      tone: 'warning',
      text: `This invitation was used already. If it was you, sign in as usual: you are the admin of ${invitation.siteName}. If not, ${ASK_FOR_NEW.toLowerCase()}`,
    };
  return {
    tone: 'warning',
    text: `This invitation expired on ${formatDay(invitation.expiresAt)}. ${ASK_FOR_NEW} Signing in now makes you a member, not the admin.`,
  };
}

const COULD_NOT_CHECK = 'We could not check this invitation just now. You can still sign in with the invited phone number.';

/** A link that is cut off or not this site's says so and what to do; a failed check says sign-in still works. */
function refusalOf(error: unknown): string {
  const text = errorMessage(error, { fallback: COULD_NOT_CHECK, serverFailure: COULD_NOT_CHECK });
  const isDeadLink = error instanceof ApiError && (error.status === 400 || error.status === 404);
  return isDeadLink ? `${text} ${ASK_FOR_NEW}` : text;
}

const TONES = {
  info: 'border-sky-200 bg-sky-50 text-sky-900',
  warning: 'border-amber-300 bg-amber-50 text-amber-900',
} as const;

/**
 * /Login?invite=…: what the first-admin invitation is for and whether it still works, above the
 * phone step (loaded only when the link carries one). The sign-in itself claims it (server side).
 */
export function InvitationNotice({ token }: { token: string }) {
  const lookup = useQuery({
    queryKey: ['invitation', token],
    queryFn: async () => (await http.get(`/invitations/${encodeURIComponent(token)}`, { schema: lookupAnswer })).data,
    retry: false,
    staleTime: Infinity,
  });
  if (lookup.isPending) return <div className="mb-5 min-h-16" aria-hidden="true" />;
  const { tone, text } = lookup.data ? sentenceOf(lookup.data) : { tone: 'warning' as const, text: refusalOf(lookup.error) };
  return (
    <p role="status" className={`mb-5 rounded-xl border p-4 text-sm leading-6 ${TONES[tone]}`}>
      {text}
    </p>
  );
}
