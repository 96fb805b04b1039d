import type { Database } from '../../db/client';
import { addOperator } from './add-operator';
import { countOperators } from './platform.repository';

/**
 * PODIUM_BOOTSTRAP_OPERATOR_PHONE: the first operator, made at start-up while there is none
 * (like Keycloak's bootstrap admin). Once any operator exists it does nothing, so a later start
 * with the variable still set cannot add anyone. Answers whether one was made.
 */
export async function bootstrapOperator(db: Database, phone: string | undefined): Promise<boolean> {
  if (!phone || (await countOperators(db)) > 0) return false;
  await addOperator(db, { phone, name: 'Bootstrap operator' }, { operatorId: null, label: 'PODIUM_BOOTSTRAP_OPERATOR_PHONE' });
  return true;
}
