import type { ErrorCode, ErrorParams, FieldIssue } from '@agora/domain'

/** An issue as fastify-type-provider-zod reports it: zod's issue, minus path, code and message. */
export type ZodValidationEntry = {
  keyword: string
  instancePath: string
  message?: string
  params: Record<string, unknown>
}

const FORMATS = new Set(['email', 'url', 'uuid', 'datetime', 'date'])
const LIMIT_VALUES = ['origin', 'maximum', 'minimum']

/** The values a message may put in: strings and numbers, lists as "a, b". */
function paramValue(value: unknown): string | number | undefined {
  if (typeof value === 'number' || typeof value === 'string') return value
  if (typeof value === 'bigint' || typeof value === 'boolean') return String(value)
  if (Array.isArray(value)) return value.map(String).join(', ')
  return undefined
}

function paramsOf(raw: Record<string, unknown>, names: readonly string[]): ErrorParams {
  const params: Record<string, string | number> = {}
  for (const name of names) {
    const value = paramValue(raw[name])
    if (value !== undefined) params[name] = value
  }
  return params
}

/**
 * The code and values of a zod issue. A schema's own message is a code of the catalogue
 * (`.regex(HANDLE_PATTERN, 'HANDLE_FORMAT')`, its values in `params`); zod's own issues map
 * by kind to the generic field codes.
 */
export function codeOfZodIssue(
  entry: ZodValidationEntry,
  isCode: (value: string) => value is ErrorCode,
): Omit<FieldIssue, 'field'> {
  const { keyword, message = '', params } = entry
  if (isCode(message)) {
    // a limit's own values (the bound, the kind of value) and those a refine gave
    const own = (params.params ?? {}) as Record<string, unknown>
    const limit = keyword === 'too_big' || keyword === 'too_small' ? LIMIT_VALUES : []
    const values = { ...paramsOf(params, limit), ...paramsOf(own, Object.keys(own)) }
    return Object.keys(values).length > 0 ? { code: message, params: values } : { code: message }
  }
  switch (keyword) {
    case 'invalid_type':
      // zod 4 says "received undefined" for a missing field and keeps the input out of the issue
      return message.endsWith('received undefined')
        ? { code: 'FIELD_REQUIRED' }
        : { code: 'FIELD_TYPE', params: paramsOf(params, ['expected']) }
    case 'too_big':
      return {
        code: 'FIELD_TOO_BIG',
        params: {
          inclusive: String(params.inclusive !== false),
          ...paramsOf(params, ['origin', 'maximum']),
        },
      }
    case 'too_small':
      return {
        code: 'FIELD_TOO_SMALL',
        params: {
          inclusive: String(params.inclusive !== false),
          ...paramsOf(params, ['origin', 'minimum']),
        },
      }
    case 'invalid_format': {
      const format = String(params.format ?? '')
      return { code: 'FIELD_FORMAT', params: { format: FORMATS.has(format) ? format : 'other' } }
    }
    case 'invalid_value':
      return { code: 'FIELD_NOT_ONE_OF', params: paramsOf(params, ['values']) }
    case 'unrecognized_keys':
      return { code: 'FIELD_UNKNOWN_KEYS', params: paramsOf(params, ['keys']) }
    case 'not_multiple_of':
      return { code: 'FIELD_NOT_MULTIPLE', params: paramsOf(params, ['divisor']) }
    default:
      return { code: 'FIELD_INVALID' }
  }
}
