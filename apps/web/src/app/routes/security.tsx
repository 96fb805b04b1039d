import { Navigate } from 'react-router';
import { useAuth } from '../../lib/auth/use-auth';
import { SecurityPanel } from '../../features/mfa/components/security-panel';

/** Route /security: two-factor authentication and the security log, for signed-in people only. */
export default function SecurityPage() {
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated) return <Navigate to="/Login?redirect=%2Fsecurity" replace />;
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-bold text-ink">Security</h1>
      <SecurityPanel />
    </div>
  );
}
