import { z } from 'zod';

/** The events a staff member works; empty means every event of the site. */
export const staffAssignmentsSchema = z.object({
  userId: z.number().int(),
  role: z.string(),
  eventIds: z.array(z.number().int()),
  allEvents: z.boolean(),
});
export type StaffAssignments = z.infer<typeof staffAssignmentsSchema>;

export const setStaffAssignmentsSchema = z.object({
  eventIds: z.array(z.number().int().positive()).max(500, 'At most 500 events.'),
});
