import { existsSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { sendError, sendNotFound } from './errorHandler.ts'

const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * Serves the production build of the web app: hashed assets cached for a year, and
 * `index.html` (never cached) for every other non-API path so client routes load.
 */
export async function registerWebApp(app: FastifyInstance, webDir: string) {
  const hasBuild = existsSync(path.join(webDir, 'index.html'))
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDir,
      index: false,
      wildcard: false,
      // the headers below decide caching, per kind of file
      cacheControl: false,
      // the build writes .br and .gz beside each file; send those to clients that accept them
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const isHashedAsset = filePath.startsWith(path.join(webDir, 'assets') + path.sep)
        res.setHeader('cache-control', isHashedAsset ? IMMUTABLE : 'no-cache')
      },
    })
  }

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendNotFound(request, reply)
    }
    if (!hasBuild) return sendMissingBuild(request, reply, webDir)
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .sendFile('index.html')
  })
}

function isApiPath(request: FastifyRequest) {
  return (
    request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?')
  )
}

function sendMissingBuild(request: FastifyRequest, reply: FastifyReply, webDir: string) {
  return sendError(request, reply, { status: 503, code: 'WEB_APP_NOT_BUILT', params: { webDir } })
}
