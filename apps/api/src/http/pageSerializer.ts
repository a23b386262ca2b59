import type { FastifySerializerCompiler } from 'fastify'
import type { FastifyRouteSchemaDef } from 'fastify/types/schema.js'
import { ResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod'
import { type ZodType, z } from 'zod'

type Page = { data: object[]; nextCursor: string | null }

/**
 * The 200 answer of a paged route (`pageResponseSchema(item)`) with each item encoded once
 * per object: readers share page objects for a moment (`ctx.sharedReads`), and an item that
 * looks the same to this reader is that same object, so most of a signed-in page is JSON
 * made already. Items are checked against `item` as the zod serializer does; other statuses
 * go to it.
 */
export function pageSerializer(item: ZodType): FastifySerializerCompiler<unknown> {
  // @NOTE keyed by object: shared items are never mutated, a changed item is a new object
  const encoded = new WeakMap<object, string>()
  return (route) => {
    if (route.httpStatus !== '200')
      return serializerCompiler(route as FastifyRouteSchemaDef<ZodType>)
    const encodeItem = (value: object) => {
      let json = encoded.get(value)
      if (json === undefined) {
        const result = z.safeEncode(item, value)
        if (result.error) {
          throw new ResponseSerializationError(route.method, route.url, { cause: result.error })
        }
        json = JSON.stringify(result.data)
        encoded.set(value, json)
      }
      return json
    }
    return (page) => {
      const { data, nextCursor } = page as Page
      if (nextCursor !== null && typeof nextCursor !== 'string') {
        throw new TypeError(`${route.method} ${route.url}: nextCursor must be a string or null`)
      }
      return `{"success":true,"data":[${data.map(encodeItem).join(',')}],"nextCursor":${JSON.stringify(nextCursor)}}`
    }
  }
}
