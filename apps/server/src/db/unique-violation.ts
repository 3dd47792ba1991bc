/**
 * A PostgreSQL unique violation (23505), from node-postgres or PGlite, also when
 * drizzle wraps it as the cause of its own error.
 */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: unknown }).code === '23505' ||
    isUniqueViolation((error as { cause?: unknown }).cause));

/** A PostgreSQL foreign key violation (23503): a row it names went, or is still named. */
export const isForeignKeyViolation = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: unknown }).code === '23503' ||
    isForeignKeyViolation((error as { cause?: unknown }).cause));
