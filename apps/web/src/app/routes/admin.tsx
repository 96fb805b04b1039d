import { useAuth } from '../../lib/auth/use-auth';
import { openPosterPdf } from '../../features/check-in/api/download-poster';
import { AdminConsole } from '../../features/admin/components/admin-console';
import { ConsoleMfaGate } from '../../features/mfa';
import { useRequireSignIn } from '../require-sign-in';

/** Route /admin/*: the admin console (the API checks the role on every call; this only hides it). */
export default function AdminPage() {
  const isSignedIn = useRequireSignIn();
  const { user } = useAuth();
  if (!isSignedIn) return null;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <h1 className="mb-4 text-2xl font-bold">Admin</h1>
      {user && user.role !== 'admin' ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          Only admins of this site can open the admin console.
        </p>
      ) : (
        <ConsoleMfaGate>
          <AdminConsole openPoster={openPosterPdf} />
        </ConsoleMfaGate>
      )}
    </div>
  );
}
