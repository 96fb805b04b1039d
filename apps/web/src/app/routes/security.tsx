import { Navigate } from 'react-router';
import { useAuth } from '../../lib/auth/use-auth';
import { SecurityPanel } from '../../features/mfa';
import { AccountPage } from '../layouts/account-page';

/** Route /security: two-factor authentication and the security log, for signed-in people only. */
export default function SecurityPage() {
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated) return <Navigate to="/Login?redirect=%2Fsecurity" replace />;
  return (
    <AccountPage title="Security">
      {/* Its forms read best narrow; the page keeps the width of the other account pages. */}
      <div className="mt-6 max-w-2xl space-y-6">
        <SecurityPanel />
      </div>
    </AccountPage>
  );
}
