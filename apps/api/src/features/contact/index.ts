/** The contact form's route. */
export { contactRoutes } from './contact.routes';
