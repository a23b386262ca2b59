/** Postgres refused a write for a unique index (SQLSTATE 23505), from PGlite or node-postgres. */
export function isUniqueViolation(error: unknown) {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: { code?: unknown } }
  return String(cause?.code ?? code) === '23505'
}
