import { ConsoleMfaGate } from '../../features/mfa';
import { useRequireSignIn } from '../require-sign-in';
import { CameraScanner } from '../../features/check-in/components/camera-scanner';
import { openPosterPdf } from '../../features/check-in/api/download-poster';
import { StaffConsole } from '../../features/staff/components/staff-console';

/**
 * Route /staff: the staff dashboard, with the check-in feature's camera widget and poster call.
 * Staff and admins whose required two-factor setup is not done are sent to /security first.
 */
export default function StaffPage() {
  const isSignedIn = useRequireSignIn();
  if (!isSignedIn) return null;
  const dashboard = (
    <StaffConsole
      openPoster={openPosterPdf}
      renderCamera={({ active, onDecode }) => (
        <CameraScanner active={active} onDecode={onDecode} controls={{ cameraSelect: true, torch: true, zoom: true }} />
      )}
    />
  );
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <h1 className="mb-4 text-2xl font-bold">Staff dashboard</h1>
      {/* Always inside the gate, even before the profile says the role: wrapping the console only once
          the role is known would mount it a second time and lose what the person had typed. */}
      <ConsoleMfaGate>{dashboard}</ConsoleMfaGate>
    </div>
  );
}
