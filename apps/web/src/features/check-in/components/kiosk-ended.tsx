import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { clearKioskLock } from '../kiosk-lock';
import { KioskFrame } from './kiosk-frame';

/**
 * What a kiosk device shows once its kiosk is over (issue 30): ended here with the PIN, or ended
 * elsewhere. No error box: it says so and offers the one way forward, a staff sign-in (then
 * /kiosk again, to start another).
 */
export function KioskEnded({ reason }: { reason: string }) {
  return (
    <KioskFrame>
      <div className="flex max-w-md flex-col items-center gap-4 text-center">
        <h1 className="text-2xl font-bold">Kiosk ended</h1>
        <p className="text-slate-600">{reason}</p>
        <p className="text-slate-600">A staff member can sign in to start another kiosk on this device.</p>
        <Link to="/Login?redirect=/kiosk" onClick={clearKioskLock} className={buttonClass('primary', '', 'lg')}>
          Sign in
        </Link>
      </div>
    </KioskFrame>
  );
}
