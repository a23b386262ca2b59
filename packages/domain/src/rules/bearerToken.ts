/** The token of an `Authorization: Bearer <token>` header (the scheme in any case); null for any other header. */
export function bearerToken(authorization: string | null | undefined): string | null {
  return /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1] ?? null
}
