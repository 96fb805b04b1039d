import { consoleEventKeys } from '../../../lib/console-events';
import type { RegistrationFilters } from './admin-registrations';

/**
 * Every admin console query key in one place: a tab's list and the changes that refresh it name
 * the same key. `all` covers the whole console (signing out of it drops them together).
 */
export const adminKeys = {
  all: ['admin'] as const,
  events: consoleEventKeys.adminEvents,
  event: consoleEventKeys.adminEvent,
  results: (eventId: number) => ['admin', 'results', eventId] as const,
  registrationsOf: (eventId: number) => ['admin', 'registrations', eventId] as const,
  registrations: (eventId: number, filters: RegistrationFilters) => ['admin', 'registrations', eventId, filters] as const,
  teams: (eventId: number) => ['admin', 'registrations', eventId, 'teams'] as const,
  /** Under the registrations: a withdrawal there offers a place and changes the list. */
  waitlist: (eventId: number) => ['admin', 'registrations', eventId, 'waitlist'] as const,
  users: () => ['admin', 'users'] as const,
  usersMatching: (search: string) => ['admin', 'users', search] as const,
  staffAssignments: (userId: number) => ['admin', 'staff-events', userId] as const,
  companies: () => ['admin', 'companies'] as const,
  tenantSettings: () => ['admin', 'tenant-settings'] as const,
  branding: () => ['admin', 'branding'] as const,
  auditLog: (entity: string) => ['admin', 'audit-log', entity] as const,
  blogPosts: () => ['admin', 'blog-posts'] as const,
  gallery: (eventId: number) => ['admin', 'gallery', eventId] as const,
  couponRules: () => ['admin', 'coupon-rules'] as const,
  identityProviders: () => ['admin', 'identity-providers'] as const,
};
