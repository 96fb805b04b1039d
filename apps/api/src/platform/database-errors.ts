/**
 * Database errors the services turn into domain answers (a taken slug is a 409, not a 500). One
 * home for every feature; Drizzle wraps the driver's error, so each helper looks through `cause`.
 */
type DriverError = { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };

/** The error (or the one it wraps) that carries a PostgreSQL SQLSTATE code. */
function driverError(error: unknown): DriverError | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    const record = current as DriverError;
    if (typeof record.code === 'string' && /^[0-9A-Z]{5}$/.test(record.code)) return record;
    current = record.cause;
  }
  return undefined;
}

/** The PostgreSQL error code of a database error, looking through Drizzle's wrapping. */
export function postgresErrorCode(error: unknown): string | undefined {
  return driverError(error)?.code as string | undefined;
}

/** 23505: a unique index refused the row; with `constraint`, only that index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const record = driverError(error);
  if (record?.code !== '23505') return false;
  if (!constraint) return true;
  return record.constraint === constraint || (typeof record.message === 'string' && record.message.includes(constraint));
}

/** 23503: a row still in use elsewhere (or pointing at a missing row). */
export const isForeignKeyViolation = (error: unknown) => postgresErrorCode(error) === '23503';

/** 40P01 (deadlock) or 40001 (serialization failure): PostgreSQL rolled the whole transaction back; running it again is safe. */
export const isRetryableConflict = (error: unknown) => ['40P01', '40001'].includes(postgresErrorCode(error) ?? '');

/**
 * Runs a transaction again when PostgreSQL chose it as a deadlock's victim (two paths took the same
 * rows in another order: a withdrawal and a payment of one order, say). Everything the transaction
 * did was rolled back, so a retry is the same request once more; effects outside it come after.
 */
export async function retryOnConflict<T>(run: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !isRetryableConflict(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10 * attempt + Math.floor(Math.random() * 40)));
    }
  }
}
