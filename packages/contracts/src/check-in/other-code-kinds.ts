/**
 * QR codes people scan by mistake at the venue, recognised so the scanner can say what they
 * scanned and what to scan instead (issue 13). Every pattern is anchored and linear: no backtracking.
 */
const SCAN_INSTEAD = 'To check in, scan the attendance code on the venue poster or the kiosk screen.';

const KINDS: Array<{ matches: (text: string) => boolean; message: string }> = [
  {
    matches: (text) => text.startsWith('PODIUM-USER.'),
    message: `This is a personal Podium QR code: staff scan it at the door. ${SCAN_INSTEAD}`,
  },
  {
    // Coupon codes: 10 letters and digits of the unambiguous alphabet (apps/api/src/features/coupons).
    matches: (text) => /^[A-HJ-KM-NP-Z2-9]{10}$/.test(text),
    message: `This looks like a Podium coupon code: show it where you redeem the coupon. ${SCAN_INSTEAD}`,
  },
  {
    matches: (text) => /^otpauth:\/\//i.test(text),
    message: `This is a two-factor sign-in code for an authenticator app. ${SCAN_INSTEAD}`,
  },
  {
    matches: (text) => /^https?:\/\//i.test(text),
    message: `This QR code is a web link, not an attendance code. ${SCAN_INSTEAD}`,
  },
];

/** What a scanned text is when it is a known kind of code that is not an attendance code; else undefined. */
export function describeOtherCode(text: string): string | undefined {
  const trimmed = text.trim();
  return KINDS.find((kind) => kind.matches(trimmed))?.message;
}
