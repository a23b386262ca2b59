import {
  AppError,
  type ErrorCode,
  type ErrorParams,
  type ErrorResponse,
  type FieldIssue,
  negotiateLocale,
} from '@agora/domain'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { isDatabaseUnavailable } from '../db/unavailable.ts'
import { errorText, isCatalogueCode } from './errorCatalogue.ts'
import { appendVary } from './vary.ts'
import { codeOfZodIssue } from './zodIssues.ts'

/** An error as the server decides it: its status, code and values; the text comes at sending. */
export type ErrorAnswer = {
  status: number
  code: ErrorCode
  params?: ErrorParams
  details?: Record<string, unknown>
}

const FASTIFY_CODES: Record<string, Omit<ErrorAnswer, 'details'>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'INVALID_JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'INVALID_JSON', params: { reason: 'empty' } },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE' },
  FST_ERR_BAD_URL: { status: 400, code: 'BAD_URL' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'URI_TOO_LONG' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
}

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'AUTH_REQUIRED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
}

/** Maps anything thrown in a request to its status, code and values. */
export function toErrorAnswer(error: unknown): ErrorAnswer {
  if (error instanceof AppError) {
    return {
      status: error.status,
      code: error.code,
      ...(error.params ? { params: error.params } : {}),
      ...(error.details ? { details: error.details } : {}),
    }
  }
  const fastifyError = error as Partial<FastifyError>
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: FieldIssue[] = error.validation.map((entry) => ({
      field: [error.validationContext, ...pathOf(entry.instancePath)].filter(Boolean).join('.'),
      ...codeOfZodIssue(entry, isCatalogueCode),
    }))
    return { status: 400, code: 'VALIDATION_FAILED', details: { fields } }
  }
  const known = fastifyError.code ? FASTIFY_CODES[fastifyError.code] : undefined
  if (known) return known
  const status = fastifyError.statusCode
  if (status && status >= 400 && status < 500) {
    return { status, code: STATUS_CODES[status] ?? 'BAD_REQUEST' }
  }
  if (isDatabaseUnavailable(error)) return { status: 503, code: 'DB_UNAVAILABLE' }
  // @NOTE never send an unknown error's message: it can carry internals
  return { status: 500, code: 'INTERNAL' }
}

function pathOf(instancePath: string) {
  return instancePath.split('/').filter(Boolean)
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => {
    const answer = toErrorAnswer(error)
    if (answer.status >= 500) request.log.error({ err: error }, 'request failed')
    else request.log.info({ code: answer.code, status: answer.status }, 'request refused')
    return sendError(request, reply, answer)
  })
}

function fieldIssuesOf(details: Record<string, unknown> | undefined): FieldIssue[] | null {
  const fields = details?.fields
  return Array.isArray(fields) ? (fields as FieldIssue[]) : null
}

/**
 * The one JSON error shape, its texts in the language the request asks for
 * (Accept-Language): `error` is the code's message, each field issue gets its `message`, and a
 * failed validation's `error` lists them.
 */
export function errorBody(answer: ErrorAnswer, acceptLanguage: string | undefined) {
  const locale = negotiateLocale(acceptLanguage)
  const issues = fieldIssuesOf(answer.details)
  const fields = issues?.map((issue) => ({
    ...issue,
    message: errorText(locale, issue.code, issue.params).text,
  }))
  const params = fields
    ? { ...answer.params, fields: fields.map((f) => `${f.field} ${f.message}`).join('; ') }
    : answer.params
  const { text, language } = errorText(locale, answer.code, params)
  const body: ErrorResponse = {
    success: false,
    error: text,
    code: answer.code,
    ...(answer.params ? { params: answer.params } : {}),
    ...(answer.details ? { details: fields ? { ...answer.details, fields } : answer.details } : {}),
  }
  return { body, language }
}

export function sendError(request: FastifyRequest, reply: FastifyReply, answer: ErrorAnswer) {
  const { body, language } = errorBody(answer, request.headers['accept-language'])
  appendVary(reply, 'Accept-Language')
  return reply.status(answer.status).header('content-language', language).send(body)
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return sendError(request, reply, {
    status: 404,
    code: 'ROUTE_NOT_FOUND',
    params: { method: request.method, path: request.url.split('?')[0] ?? '/' },
  })
}
