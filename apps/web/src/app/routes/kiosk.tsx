import { CheckInKiosk } from '../../features/check-in/components/check-in-kiosk';

/** Route /kiosk: the staff check-in kiosk with a rotating signed code. */
export default function KioskPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold">Check-in kiosk</h1>
      <CheckInKiosk />
    </div>
  );
}
