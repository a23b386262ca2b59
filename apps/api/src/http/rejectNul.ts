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
    throw new ValidationError(
      `Invalid request: ${fields.join(', ')} must not contain the NUL character (U+0000)`,
      { fields: fields.map((field) => ({ field, message: 'must not contain U+0000' })) },
    )
  })
}

function nulFields(request: FastifyRequest) {
  const found: string[] = []
  for (const part of PARTS) collect(request[part], [part], found)
  return found
}

function collect(value: unknown, path: string[], found: string[]) {
  if (typeof value === 'string') {
    if (value.includes(NUL)) found.push(path.join('.'))
    return
  }
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return
  for (const [key, inner] of Object.entries(value)) {
    const name = key.includes(NUL) ? JSON.stringify(key) : key
    if (key.includes(NUL)) found.push([...path, name].join('.'))
    collect(inner, [...path, name], found)
  }
}
