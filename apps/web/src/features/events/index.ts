/** The public events: upcoming list, calendar and blogs. */
export { BlogList } from './components/blog-list';
export { BlogPostView } from './components/blog-post-view';
export { EventCalendar } from './components/event-calendar';
export { UpcomingEvents } from './components/upcoming-events';
