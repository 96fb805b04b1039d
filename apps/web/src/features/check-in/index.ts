// The check-in feature's public face: other features import from here, never a file inside (issue 18).
export { OPEN_ATTENDANCE_SCANNER_EVENT, openAttendanceScanner } from './open-attendance-scanner';
