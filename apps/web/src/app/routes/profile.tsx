import { useState } from 'react';
import { initialsOf } from '../../components/ui/avatar';
import { formatPhone } from '@podium/contracts/auth/phone-format';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth/use-auth';
import { EmailVerificationStatus } from '../../features/email-verification';
import { usePersonalQrCode } from '../../features/profile/api/get-qr-code';
import { useProfileDetails } from '../../features/profile/api/profile-details';
import { ProfileForm } from '../../features/profile/components/profile-form';
import { ProfilePicture } from '../../features/profile/components/profile-picture';
import { QrCodeRenewal } from '../../features/profile/components/qr-code-renewal';
import { YourDataSection } from '../../features/profile/components/your-data-section';
import { NotificationsSection } from '../../features/notifications';
import { useRequireSignIn } from '../require-sign-in';
import { buttonClass } from '../../components/ui/button';
import { Panel } from '../../components/ui/panel';
import { AccountPage } from '../layouts/account-page';
import { OfflineSavedNotice } from '../../components/offline-saved-notice';
import { useSavedCopyTime } from '../../lib/offline/use-saved-copy';

const GENDER_LABELS: Record<string, string> = { male: 'Male', female: 'Female', other: 'Other' };

/** Route /profile: my details (view and edit), picture, the personal QR code staff scan, and my data rights. */
export default function ProfilePage() {
  const isSignedIn = useRequireSignIn();
  const details = useProfileDetails(isSignedIn);
  const { user: sessionUser } = useAuth();
  const [isEditing, setEditing] = useState(false);
  const qrCode = usePersonalQrCode(sessionUser?.qrCode, isSignedIn && Boolean(sessionUser));
  const savedAtMs = useSavedCopyTime(details);
  if (!isSignedIn) return null;
  const user = details.data;
  const initials = initialsOf(user?.name);

  return (
    <AccountPage title="Profile">
      <OfflineSavedNotice savedAtMs={savedAtMs} className="mt-2" />
      {details.isLoading && <p role="status">Loading…</p>}
      {details.error && !details.data && <p role="alert">{details.error.message}</p>}
      {user && (
        <div className="mt-6 grid gap-6 md:grid-cols-[2fr_1fr]">
          <Panel as="section" aria-labelledby="details-heading" className="sm:p-6">
            <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
              <ProfilePicture profileUrl={user.profileUrl} initials={initials} />
              <div className="min-w-0 text-center sm:text-left">
                <h2 id="details-heading" className="text-xl font-bold">
                  {user.name || 'User'}
                </h2>
                {user.phone && <p className="text-slate-600">{formatPhone(user.phone)}</p>}
              </div>
            </div>
            <div className="mt-6 border-t border-slate-100 pt-5">
              {isEditing ? (
                <ProfileForm user={user} onDone={() => setEditing(false)} />
              ) : (
                <>
                  <dl className="grid gap-3 text-sm sm:grid-cols-2">
                    {[
                      ['Email', user.email],
                      ['Gender', user.gender ? GENDER_LABELS[user.gender] : null],
                      ['Company', user.companyName],
                      ['Date of birth', user.dateOfBirth],
                      ['Name on public pages', user.hideNameOnPublicPages ? 'Hidden: your company is shown instead' : 'Shown'],
                    ].map(([label, value]) => (
                      <div key={label}>
                        <dt className="text-slate-500">{label}</dt>
                        {/* The verification status belongs to the email's dd: a dl's groups hold only dt and dd. */}
                        <dd className="font-medium break-words">
                          {value || 'Not set'}
                          {label === 'Email' && <EmailVerificationStatus email={user.email} isVerified={user.emailVerified} />}
                        </dd>
                      </div>
                    ))}
                  </dl>
                  <button type="button" onClick={() => setEditing(true)} className={buttonClass('primary', 'mt-5')}>
                    Edit profile
                  </button>
                </>
              )}
            </div>
          </Panel>
          <Panel as="aside" aria-labelledby="qr-heading" className="text-center">
            <h2 id="qr-heading" className="font-bold">
              My QR code
            </h2>
            <p className="mt-1 text-sm text-slate-500">Show it to event staff to be checked in.</p>
            {qrCode ? (
              <img src={qrCode} alt="Your personal QR code" width={220} height={220} className="mx-auto mt-4 h-56 w-56" />
            ) : (
              <p className="mt-4 text-sm text-slate-500">Loading your code…</p>
            )}
            <div className="mt-3">
              <QrCodeRenewal />
            </div>
            <div className="mt-4 flex flex-col gap-2 text-sm font-semibold">
              <Link to="/my-events" className="text-brand-600 hover:underline">
                My registrations
              </Link>
              <Link to="/my-coupons" className="text-brand-600 hover:underline">
                My Coupons
              </Link>
            </div>
          </Panel>
          <div className="md:col-span-2">
            <NotificationsSection />
          </div>
          <div className="md:col-span-2">
            <YourDataSection />
          </div>
        </div>
      )}
    </AccountPage>
  );
}
