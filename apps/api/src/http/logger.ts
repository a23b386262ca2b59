import type { FastifyServerOptions } from 'fastify'

/** Anything that takes log lines, such as a file or a test's collector. */
export type LogStream = { write(line: string): void }

import type { Config } from '../config.ts'

/**
 * pino options: request ids come from Fastify; tokens, passwords, cookies and shipping
 * addresses never reach a line (bodies are not logged; the paths guard anything that is).
 */
export function loggerOptions(
  level: Config['logLevel'],
  stream?: LogStream,
): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.token',
        '*.signature',
        'shippingAddress',
        '*.shippingAddress',
        '*.*.shippingAddress',
      ],
      censor: '[redacted]',
    },
  }
}
