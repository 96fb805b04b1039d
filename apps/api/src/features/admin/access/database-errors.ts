/** The PostgreSQL error code of a database error, looking through Drizzle's wrapping. */
export function postgresErrorCode(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** 23505: a unique index refused the row. */
export const isUniqueViolation = (error: unknown) => postgresErrorCode(error) === '23505';
/** 23503: a row still in use elsewhere (or pointing at a missing row). */
export const isForeignKeyViolation = (error: unknown) => postgresErrorCode(error) === '23503';
