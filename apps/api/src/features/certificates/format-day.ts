/** A moment as the calendar day it was in `timeZone`: "4 July 2026" (the certificate's issue date). */
export function formatDay(at: Date, timeZone: string): string {
  return at.toLocaleDateString('en-GB', { timeZone, day: 'numeric', month: 'long', year: 'numeric' });
}
