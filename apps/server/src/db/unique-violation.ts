/**
 * A PostgreSQL unique violation (23505), from node-postgres or PGlite, also when
 * drizzle wraps it as the cause of its own error.
 */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: unknown }).code === '23505' ||
    isUniqueViolation((error as { cause?: unknown }).cause));
