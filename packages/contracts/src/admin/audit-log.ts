import { z } from 'zod';
import { oneLineText } from '../text/one-line-text';

/** `GET /api/admin/audit-log`: newest first, a page at a time (`beforeId` from the last row). */
export const auditLogQuerySchema = z.object({
  entity: oneLineText().trim().min(1).max(40).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  beforeId: z.coerce.number().int().positive().optional(),
});

export const auditLogEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.object({ id: z.number().int(), name: z.string().nullable(), phone: z.string().nullable() }).nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** What people call the thing ('Corporate Olympics 2026', 'Football · Men's Open'); null when it has no name or is gone. */
  entityName: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;
