/** What other features may use of notifications (issue 33 §1); its other files are its own (eslint.config.js). */
export { notificationRoutes } from './notifications.routes';
export { notificationDepsOf, notificationJob } from './notification-job';
export { queueForPeople, runNotificationsOnce, type NotificationDeps, type Reachable } from './notification-outbox';
export { announcementMessage, waitlistOfferMessage } from './notification-messages';
export { usersWhoChoseEmail } from './notifications.repository';
