/** Window event that opens the attendance scanner modal (mounted once in the app shell). */
export const OPEN_ATTENDANCE_SCANNER_EVENT = 'open-attendance-scanner';

/** Opens the attendance scanner modal from anywhere (the avatar menu's 'Attendance Scanner' item). */
export function openAttendanceScanner(): void {
  window.dispatchEvent(new Event(OPEN_ATTENDANCE_SCANNER_EVENT));
}
