/** What other features may use of announcements (issue 33); its other files are its own (eslint.config.js). */
export { publicAnnouncementRoutes, staffAnnouncementRoutes } from './announcements.routes';
