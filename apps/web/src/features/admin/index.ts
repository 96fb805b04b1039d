// The admin feature's public face: other features import from here, never a file inside (issue 18).
export { useAdminEvent, useAdminEvents } from './api/admin-events';
