import { BadRequestError } from '@agora/domain'
import type { FastifyInstance } from 'fastify'

/**
 * PostgreSQL text and jsonb cannot hold U+0000, so a NUL anywhere in a request's path
 * parameters, query or JSON body would fail deep inside a query as a 500. Refused here,
 * once for every route, as the client's mistake it is.
 */
export function registerNulRefusal(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) {
      throw new BadRequestError('Text may not contain the NUL character (U+0000)', 'INVALID_TEXT')
    }
  })
}

function holdsNul(value: unknown): boolean {
  const pending: unknown[] = [value]
  while (pending.length > 0) {
    const next = pending.pop()
    if (typeof next === 'string') {
      if (next.includes('\u0000')) return true
    } else if (Array.isArray(next)) {
      pending.push(...next)
    } else if (next !== null && typeof next === 'object') {
      for (const [key, inner] of Object.entries(next)) {
        if (key.includes('\u0000')) return true
        pending.push(inner)
      }
    }
  }
  return false
}
