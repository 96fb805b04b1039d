import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { events } from '../../../db/schema/index';

/** True when the event is this tenant's (content may only hang on the site's own events). */
export async function isTenantEvent(db: Database, tenantId: number, eventId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.tenantId, tenantId)));
  return row !== undefined;
}
