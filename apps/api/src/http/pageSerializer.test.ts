import { pageResponseSchema } from '@agora/domain'
import { isResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { pageSerializer } from './pageSerializer.ts'

const item = z.object({ id: z.string(), tags: z.array(z.string()), note: z.string().nullable() })
const route = (httpStatus: string, schema: z.ZodType) => ({
  schema,
  method: 'GET',
  url: '/api/things',
  httpStatus,
})
const serialize = pageSerializer(item)(route('200', pageResponseSchema(item)))

describe('pageSerializer', () => {
  it('writes what the zod serializer writes, unknown keys left out', () => {
    const page = {
      success: true,
      data: [
        { id: 'a', tags: ['x', 'é "quoted"'], note: null, secret: 'not in the schema' },
        { id: 'b', tags: [], note: 'line\nbreak' },
      ],
      nextCursor: 'eyJhdCI6MX0',
    }
    const zodJson = serializerCompiler(route('200', pageResponseSchema(item)))(page)
    expect(serialize(page)).toBe(zodJson)
    expect(serialize({ ...page, nextCursor: null })).toBe(
      serializerCompiler(route('200', pageResponseSchema(item)))({ ...page, nextCursor: null }),
    )
  })

  it('encodes an item object once and reuses its JSON for every page that holds it', () => {
    const shared = { id: 'a', tags: [], note: null }
    const first = serialize({ data: [shared], nextCursor: null })
    shared.id = 'changed in place'
    expect(serialize({ data: [shared], nextCursor: null })).toBe(first)
    expect(serialize({ data: [{ ...shared }], nextCursor: null })).toContain('changed in place')
  })

  it('refuses an item that does not match its schema, as the zod serializer does', () => {
    let thrown: unknown
    try {
      serialize({ data: [{ id: 1, tags: [], note: null }], nextCursor: null })
    } catch (error) {
      thrown = error
    }
    expect(isResponseSerializationError(thrown)).toBe(true)
    expect(() => serialize({ data: [], nextCursor: 7 })).toThrow(/nextCursor/)
  })

  it('leaves other statuses to the zod serializer', () => {
    const error = z.object({ success: z.literal(false), error: z.string() })
    const serializeError = pageSerializer(item)(route('404', error))
    expect(serializeError({ success: false, error: 'Not found', stack: 'hidden' })).toBe(
      '{"success":false,"error":"Not found"}',
    )
  })
})
