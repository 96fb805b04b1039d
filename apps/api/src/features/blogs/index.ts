/** The public blog routes. */
export { blogRoutes } from './blogs.routes';
