import { useParams } from 'react-router';
import { TeamInviteCard } from '../../features/registration';
import { useRequireSignIn } from '../require-sign-in';
import { AccountPage } from '../layouts/account-page';

/** Route /join/:inviteCode (a team's invite link): signed out, to /Login and back here; then the invitation. */
export default function JoinTeamPage() {
  const isSignedIn = useRequireSignIn();
  const { inviteCode = '' } = useParams();
  if (!isSignedIn) return null;
  return (
    <AccountPage title="Join a team" lead="A colleague invited you to their team.">
      <TeamInviteCard inviteCode={inviteCode} />
    </AccountPage>
  );
}
