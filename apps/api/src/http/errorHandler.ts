import { AppError, type ErrorResponse, negotiateLocale } from '@agora/domain'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { isDatabaseUnavailable } from '../db/unavailable.ts'
import { SUMMARY_PREFIX, summaryOf, translateError } from './errorMessages/translateError.ts'
import { appendVary } from './vary.ts'

type ErrorBody = ErrorResponse & { status: number }

const FASTIFY_CODES: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'INVALID_JSON',
    message: 'Body is not valid JSON',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'INVALID_JSON',
    message: 'Body is empty but JSON was declared',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: 'Request body is too large',
  },
  FST_ERR_BAD_URL: {
    status: 400,
    code: 'BAD_URL',
    message: 'The URL is not validly percent-encoded',
  },
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 414,
    code: 'URI_TOO_LONG',
    message: 'A part of the URL path is too long',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Unsupported content type',
  },
}

const STATUS_CODES: Record<number, string> = {
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

/** Maps anything thrown in a request to the one JSON error shape. */
export function toErrorBody(error: unknown): ErrorBody {
  if (error instanceof AppError) {
    return {
      status: error.status,
      success: false,
      error: error.message,
      code: error.code,
      ...(error.details ? { details: error.details } : {}),
    }
  }
  const fastifyError = error as Partial<FastifyError>
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = error.validation.map((issue) => ({
      field: [error.validationContext, ...pathOf(issue.instancePath)].filter(Boolean).join('.'),
      // zod's own wording for an issue without a message
      message: issue.message ?? 'Invalid input',
    }))
    return {
      status: 400,
      success: false,
      error: summaryOf(SUMMARY_PREFIX, fields),
      code: 'VALIDATION_FAILED',
      details: { fields },
    }
  }
  const known = fastifyError.code ? FASTIFY_CODES[fastifyError.code] : undefined
  if (known) return { status: known.status, success: false, error: known.message, code: known.code }
  const status = fastifyError.statusCode
  if (status && status >= 400 && status < 500) {
    return {
      status,
      success: false,
      error: fastifyError.message ?? 'Bad request',
      code: STATUS_CODES[status] ?? 'BAD_REQUEST',
    }
  }
  if (isDatabaseUnavailable(error)) {
    return {
      status: 503,
      success: false,
      error: 'The database does not answer. Please try again shortly.',
      code: 'DB_UNAVAILABLE',
    }
  }
  // @NOTE never send an unknown error's message: it can carry internals
  return { status: 500, success: false, error: 'Internal Server Error', code: 'INTERNAL' }
}

function pathOf(instancePath: string) {
  return instancePath.split('/').filter(Boolean)
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => {
    const { status, ...body } = toErrorBody(error)
    if (status >= 500) request.log.error({ err: error }, 'request failed')
    else request.log.info({ code: body.code, status }, 'request refused')
    return sendError(request, reply, status, body)
  })
}

/**
 * Sends an error body in the language the request asks for (Accept-Language), where its
 * messages have a translation; `code` and the shape stay as they are.
 */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  body: ErrorResponse,
) {
  const { body: translated, language } = translateError(
    body,
    negotiateLocale(request.headers['accept-language']),
  )
  appendVary(reply, 'Accept-Language')
  return reply.status(status).header('content-language', language).send(translated)
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return sendError(request, reply, 404, {
    success: false,
    error: `No route ${request.method} ${request.url.split('?')[0]}`,
    code: 'NOT_FOUND',
  })
}
