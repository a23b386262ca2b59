import fc from 'fast-check'

/** The parts of an OpenAPI 3 document the fuzzer reads. */
export type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>
  components?: { schemas?: Record<string, JsonSchema> }
}
type Operation = {
  parameters?: { in: 'path' | 'query' | 'header'; name: string; schema?: JsonSchema }[]
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> }
}
type JsonSchema = {
  $ref?: string
  type?: string | string[]
  enum?: unknown[]
  const?: unknown
  properties?: Record<string, JsonSchema>
  items?: JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
}

export type Route = { method: string; path: string; operation: Operation }

export type FuzzRequest = {
  method: string
  url: string
  auth: 'none' | 'user' | 'admin' | 'forged' | 'malformed'
  headers: Record<string, string>
  payload?: string
}

/** Every operation in the document, in the document's order. */
export function routesOf(doc: OpenApiDocument): Route[] {
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      operation,
    })),
  )
}

const HUGE = 'ꙮ'.repeat(70_000)
const OVER_BODY_LIMIT = 'x'.repeat(1_100_000)

/** Strings that have broken servers: control and bidi characters, injections, odd numbers. */
export const nastyString = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\u202Eevil\u202C',
    '\u2066\u2069\u200F\u200E',
    '\uFEFF',
    '\uD800',
    '𝕬𝖌𝖔𝖗𝖆 🧨 👩‍👩‍👧‍👦',
    "' OR 1=1 --",
    '"; drop table users; --',
    '%00',
    '%',
    '\\',
    '../../../etc/passwd',
    '<script>alert(1)</script>',
    '{{7*7}}',
    '$' + '{jndi:ldap://x}',
    '-1',
    '0',
    '1e309',
    'NaN',
    '-0',
    '99999999999999999999999999',
    '0x',
    `0x${'f'.repeat(40)}`,
    `0x${'0'.repeat(39)}g`,
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    'not-a-uuid',
    'true',
    'null',
    HUGE,
  ),
  fc.uuid(),
)

const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    1.5,
    2 ** 31,
    -(2 ** 63),
    Number.MAX_SAFE_INTEGER + 2,
    1e308,
    [],
    {},
  ),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.array(nastyString, { maxLength: 3 }),
  fc.constant(deeplyNested(200)),
  fc.dictionary(nastyString, nastyString, { maxKeys: 3 }),
)

function deeplyNested(depth: number): unknown {
  let value: unknown = 'bottom'
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value }
  return value
}

/** A value near what the schema asks for: the right shape with odd contents, or anything. */
export function valueFor(
  schema: JsonSchema | undefined,
  doc: OpenApiDocument,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return nastyValue
  if (schema.$ref) {
    const name = schema.$ref.split('/').at(-1) ?? ''
    return valueFor(doc.components?.schemas?.[name], doc, depth + 1)
  }
  const alternatives = schema.anyOf ?? schema.oneOf ?? schema.allOf
  if (alternatives) return fc.oneof(...alternatives.map((s) => valueFor(s, doc, depth + 1)))
  const shaped = shapedValue(schema, doc, depth)
  return fc.oneof({ arbitrary: shaped, weight: 3 }, { arbitrary: nastyValue, weight: 1 })
}

function shapedValue(schema: JsonSchema, doc: OpenApiDocument, depth: number) {
  if (schema.enum) return fc.oneof(fc.constantFrom(...schema.enum), nastyString)
  if (schema.const !== undefined) return fc.constant(schema.const)
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  switch (type) {
    case 'string':
      return nastyString
    case 'integer':
    case 'number':
      return fc.oneof(fc.integer(), fc.double({ noNaN: true }), fc.constantFrom(0, -1, 1e308))
    case 'boolean':
      return fc.boolean()
    case 'array':
      return fc.array(valueFor(schema.items, doc, depth + 1), { maxLength: 4 })
    case 'object': {
      const properties = Object.entries(schema.properties ?? {})
      if (properties.length === 0) return fc.dictionary(nastyString, nastyValue, { maxKeys: 3 })
      return fc.record(
        Object.fromEntries(properties.map(([key, s]) => [key, valueFor(s, doc, depth + 1)])),
        { requiredKeys: [] },
      )
    }
    default:
      return nastyValue
  }
}

/**
 * Requests for one route: path ids real or not, declared and undeclared query parameters,
 * a body shaped like the schema or not JSON at all, and every kind of authorization.
 */
export function requestsFor(route: Route, doc: OpenApiDocument, realIds: string[]) {
  const parameters = route.operation.parameters ?? []
  const pathParams = parameters.filter((p) => p.in === 'path')
  const queryParams = parameters.filter((p) => p.in === 'query')
  const bodySchema = route.operation.requestBody?.content?.['application/json']?.schema

  const pathValue = fc.oneof(
    { arbitrary: fc.constantFrom(...realIds), weight: 2 },
    { arbitrary: nastyString, weight: 3 },
  )
  const query = fc.record(
    Object.fromEntries(
      queryParams.map((p) => [p.name, fc.oneof(valueFor(p.schema, doc), nastyString)]),
    ),
    { requiredKeys: [] },
  )
  const strayQuery = fc.dictionary(nastyString, nastyString, { maxKeys: 2 })
  const body = fc.oneof(
    { arbitrary: valueFor(bodySchema, doc).map((v) => JSON.stringify(v) ?? 'null'), weight: 6 },
    { arbitrary: nastyString, weight: 1 },
    { arbitrary: fc.constant(JSON.stringify({ blob: OVER_BODY_LIMIT })), weight: 1 },
    { arbitrary: fc.constant(undefined), weight: 1 },
  )
  const contentType = fc.constantFrom(
    'application/json',
    'application/json',
    'application/json; charset=utf-16',
    'text/plain',
    'multipart/form-data; boundary=x',
    'application/x-www-form-urlencoded',
  )
  const auth = fc.constantFrom(
    'none',
    'user',
    'user',
    'admin',
    'forged',
    'malformed',
  ) as fc.Arbitrary<FuzzRequest['auth']>

  return fc
    .record({
      pathValues: fc.tuple(...pathParams.map(() => pathValue)),
      query,
      strayQuery,
      body,
      contentType,
      auth,
    })
    .map(({ pathValues, query, strayQuery, body, contentType, auth }): FuzzRequest => {
      let url = route.path
      pathParams.forEach((p, i) => {
        url = url.replace(`{${p.name}}`, encodeURIComponent(wellFormed(String(pathValues[i]))))
      })
      const search = new URLSearchParams()
      for (const [key, value] of Object.entries({ ...strayQuery, ...query }))
        search.append(key, typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))
      const queryString = search.toString()
      const sendsBody = route.method !== 'GET' && route.method !== 'DELETE' && body !== undefined
      return {
        method: route.method,
        url: queryString ? `${url}?${queryString}` : url,
        auth,
        headers: sendsBody ? { 'content-type': contentType } : {},
        ...(sendsBody ? { payload: body } : {}),
      }
    })
}

/** A URL cannot carry a lone surrogate: it becomes U+FFFD, as a browser would send it. */
function wellFormed(text: string) {
  return Buffer.from(text).toString()
}

const STACK = /\n\s+at\s|node_modules|\.[cm]?[jt]s:\d+/
const SQL =
  /syntax error at|violates .*constraint|relation ".*" does not exist|invalid input syntax|duplicate key value|failed query|pglite|drizzle|postgres(ql)?\b|\bselect\s.+\sfrom\s/i

/** What is wrong with an answer: a server error, or internals in an error body. */
export function problemWith(status: number, body: string): string | null {
  if (status >= 500) return `status ${status}`
  if (status >= 400 && STACK.test(body)) return 'a stack trace in the body'
  if (status >= 400 && SQL.test(body)) return 'SQL or database internals in the body'
  return null
}
