import type { Database } from '../../db/client';
import { contactMessages } from '../../db/schema/index';

export async function insertContactMessage(
  db: Database,
  values: { tenantId: number; name: string; email: string; message: string },
): Promise<void> {
  await db.insert(contactMessages).values(values);
}
