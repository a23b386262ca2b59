import { ValidationError } from '@agora/domain'
import type { FastifyInstance, FastifyRequest } from 'fastify'

const NUL = '\u0000'
const PARTS = ['params', 'query', 'body'] as const

/**
 * PostgreSQL cannot store U+0000 in text, so no request may carry one: every route's
 * params, query and JSON body (keys and values, at any depth) are checked once, before
 * validation, and a NUL gives 400 VALIDATION_FAILED naming the field.
 */
export function registerNulGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const fields = nulFields(request)
    if (fields.length === 0) return
    throw new ValidationError(fields.map((field) => ({ field, code: 'FIELD_NUL' })))
  })
}

function nulFields(request: FastifyRequest) {
  const found: string[] = []
  for (const part of PARTS) collect(request[part], part, found)
  return found
}

type Visit = { value: unknown; name: string; parent: Visit | null }

const pathOf = (visit: Visit) => {
  const names: string[] = []
  for (let at: Visit | null = visit; at; at = at.parent) names.unshift(at.name)
  return names.join('.')
}

// @NOTE a loop, not recursion: a body nested hundreds of thousands deep must not overflow
// the stack here; validation refuses it afterwards
function collect(root: unknown, part: string, found: string[]) {
  const pending: Visit[] = [{ value: root, name: part, parent: null }]
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const { value } = visit
    if (typeof value === 'string') {
      if (value.includes(NUL)) found.push(pathOf(visit))
      continue
    }
    if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) continue
    for (const [key, inner] of Object.entries(value)) {
      const child = {
        value: inner,
        name: key.includes(NUL) ? JSON.stringify(key) : key,
        parent: visit,
      }
      if (key.includes(NUL)) found.push(pathOf(child))
      pending.push(child)
    }
  }
}
