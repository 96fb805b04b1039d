/** True when a database error (or the error it wraps) is a unique violation, optionally of one index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    const record = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (record.code === '23505') {
      if (!constraint) return true;
      return record.constraint === constraint || (typeof record.message === 'string' && record.message.includes(constraint));
    }
    current = record.cause;
  }
  return false;
}
