import { IDEMPOTENCY_HEADER } from '@agora/domain'

function randomUuid(): string {
  // crypto.randomUUID exists only in secure contexts (https, localhost)
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** One per user action: a retried request with the same key never writes twice. */
export function newIdempotencyKey(): string {
  return randomUuid()
}

export function idempotencyHeaders(key: string): Record<string, string> {
  return { [IDEMPOTENCY_HEADER]: key }
}

/** Mutation variables that carry the key of the user action they belong to. */
export type Keyed<T> = T & { idempotencyKey: string }

export function keyed<T extends object>(variables: T): Keyed<T> {
  return { ...variables, idempotencyKey: newIdempotencyKey() }
}
