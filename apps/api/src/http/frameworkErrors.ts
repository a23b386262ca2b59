import http from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { type ErrorAnswer, errorBody, sendError, toErrorAnswer } from './errorHandler.ts'

/** Longest path part the router accepts; longer ones get 414 in the one error shape. */
export const MAX_PARAM_LENGTH = 100

/** Errors the router raises before any route runs (bad URL encoding, over-long path parts). */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const answer = toErrorAnswer(error)
  request.log.info({ code: answer.code, status: answer.status }, 'request refused')
  return sendError(request, reply, answer)
}

const CLIENT_ERRORS: Record<string, ErrorAnswer> = {
  HPE_HEADER_OVERFLOW: { status: 431, code: 'HEADERS_TOO_LARGE' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'REQUEST_TIMEOUT' },
}

/**
 * Node's HTTP parser refuses some requests before Fastify sees them (over-large headers,
 * garbage, timeouts): answer those in the one JSON error shape too.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const known = (error.code && CLIENT_ERRORS[error.code]) || {
    status: 400,
    code: 'MALFORMED_REQUEST',
  }
  // the request was not parsed: its Accept-Language is unknown, so the text is English
  const body = JSON.stringify(errorBody(known, undefined).body)
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${known.status} ${http.STATUS_CODES[known.status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    )
  }
  socket.destroy(error)
}
