import type { FastifyRequest } from 'fastify'

/** Whether a request may change data: anything but GET, HEAD and OPTIONS. */
export function isWrite(request: FastifyRequest) {
  return request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS'
}
