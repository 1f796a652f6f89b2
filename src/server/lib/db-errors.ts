/**
 * The name of the unique constraint or index a write violated (SQLSTATE 23505), or undefined for
 * any other error. Looks through wrappers (Drizzle puts the driver's error in `cause`); both
 * node-postgres and PGlite report the constraint name.
 */
export function uniqueViolation(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (e.code === '23505') return typeof e.constraint === 'string' ? e.constraint : '';
    current = e.cause;
  }
  return undefined;
}
