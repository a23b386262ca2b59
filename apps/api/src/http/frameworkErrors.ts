import http from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { sendError, toErrorBody } from './errorHandler.ts'

/** Longest path part the router accepts; longer ones get 414 in the one error shape. */
export const MAX_PARAM_LENGTH = 100

/** Errors the router raises before any route runs (bad URL encoding, over-long path parts). */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { status, ...body } = toErrorBody(error)
  request.log.info({ code: body.code, status }, 'request refused')
  return sendError(request, reply, status, body)
}

const CLIENT_ERRORS: Record<string, { status: number; code: string; error: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'HEADERS_TOO_LARGE',
    error: 'Request headers are too large',
  },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'REQUEST_TIMEOUT', error: 'Request timed out' },
}

/**
 * Node's HTTP parser refuses some requests before Fastify sees them (over-large headers,
 * garbage, timeouts): answer those in the one JSON error shape too.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const known = (error.code && CLIENT_ERRORS[error.code]) || {
    status: 400,
    code: 'BAD_REQUEST',
    error: 'Malformed HTTP request',
  }
  const body = JSON.stringify({ success: false, error: known.error, code: known.code })
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${known.status} ${http.STATUS_CODES[known.status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    )
  }
  socket.destroy(error)
}
