import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { couponRules } from '../schema/index';

type Executor = Pick<Database, 'select' | 'insert'>;

/** The demo tenant's coupon rules: one for registering, one per check-in, one per medal. Added once. */
export async function seedDemoCouponRules(db: Executor, tenantId: number): Promise<void> {
  const existing = await db.select({ id: couponRules.id }).from(couponRules).where(eq(couponRules.tenantId, tenantId)).limit(1);
  if (existing.length > 0) return;
  await db.insert(couponRules).values([
    {
      tenantId,
      trigger: 'registration',
      title: 'Welcome kit: 15% off sports gear',
      partner: 'Stride Sports',
      value: '15% off',
      validDays: 60,
    },
    { tenantId, trigger: 'check-in', title: 'Free energy drink at the venue', partner: 'FuelUp', value: '1 drink', validDays: 2 },
    { tenantId, trigger: 'medal', title: 'Medal celebration dinner voucher', partner: 'The Podium Grill', value: '₹1,000', validDays: 90 },
  ]);
}
