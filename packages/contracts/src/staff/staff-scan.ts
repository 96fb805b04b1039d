import { z } from 'zod';
import { oneLineText } from '../text/one-line-text';
import { staffCheckInResultSchema } from './staff-people';

/**
 * `POST /api/staff/checkins/scan`: staff read a person's personal QR code and check them in at the
 * chosen event, sport and venue. A registered person is recorded as a participant in their
 * categories there; anyone else as a visitor in `eventSportCategoryId` (needed when the sport has
 * more than one category at that venue).
 */
export const staffScanRequestSchema = z.object({
  code: oneLineText().trim().min(1).max(300),
  eventId: z.number().int().positive(),
  sportId: z.number().int().positive(),
  venueId: z.number().int().positive(),
  eventSportCategoryId: z.number().int().positive().optional(),
  /** Read while the staff phone had no network and sent later (the record shows as offline; issue 13). */
  offline: z.boolean({ error: 'offline must be true or false' }).optional(),
});
export type StaffScanRequest = z.infer<typeof staffScanRequestSchema>;

export const staffScanResultSchema = z.object({
  userType: z.enum(['Participant', 'Visitor']),
  results: z.array(staffCheckInResultSchema),
});
export type StaffScanResult = z.infer<typeof staffScanResultSchema>;
