// The event site's public face: other features import from here, never a file inside (issue 18).
export { eventSiteKeys } from './api/query-keys';
export { useEventFixtures } from './api/get-event-fixtures';
export { useCategoryStandings } from './api/get-category-standings';
