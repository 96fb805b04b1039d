/** The admin console's routes (mounted under /api/admin) and its public gallery files; nothing else of admin is used elsewhere. */
export { adminRoutes } from './admin.routes';
export { galleryFileRoutes } from './admin-content/gallery-files.routes';
