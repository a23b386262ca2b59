import { TooManyRequestsError } from '@agora/domain'
import cors from '@fastify/cors'
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import helmet from 'helmet'
import { Redis } from 'ioredis'
import type { Config } from '../config.ts'
import { readyWithin, redisStoreWithLocalFallback } from './rateLimitStore.ts'

const REDIS_COMMAND_TIMEOUT_MS = 500
// a start waits this long for Redis before it counts limits per instance
const REDIS_READY_WAIT_MS = 3_000

export async function registerSecurity(app: FastifyInstance, config: Config) {
  // @NOTE built once: @fastify/helmet rebuilds the middleware (and reparses the CSP) on every
  // request, a tenth of a cached read's time
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        // wallets talk to chain RPCs and relays from the page
        connectSrc: ["'self'", 'https:', 'wss:', ...localRpcOrigins(config)],
        frameSrc: ["'self'", 'https:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.publicUrl.protocol === 'https:' ? [] : null,
      },
    },
    // wallet popups (Coinbase, WalletConnect) need to keep a handle on their opener
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
    // only over HTTPS: see below
    strictTransportSecurity: false,
  })
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  )
  // HSTS means nothing over plain HTTP and must not pin a host reached without TLS;
  // `request.protocol` is the socket's, or X-Forwarded-Proto's when TRUST_PROXY is on
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https')
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains')
  })

  await app.register(cors, {
    origin: config.publicUrl.origin,
    credentials: true,
    allowedHeaders: ['authorization', 'content-type', 'idempotency-key'],
    exposedHeaders: ['idempotent-replayed', 'x-request-id', 'retry-after'],
  })

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        // a request must not wait for Redis: when it cannot answer, this instance counts
        enableOfflineQueue: false,
        commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
        maxRetriesPerRequest: 1,
      })
    : null
  if (redis) {
    redis.on('error', () => {}) // reported once per outage by the store below
    // Redis may be gone already: shutting down must not fail on it
    app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())))
    await readyWithin(redis, REDIS_READY_WAIT_MS)
  }
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    ...(redis
      ? {
          store: redisStoreWithLocalFallback(redis, 'agora-rl:', (local, err) =>
            local
              ? app.log.warn({ err }, 'Redis cannot count rate limits: counting per instance')
              : app.log.info('Redis counts rate limits again'),
          ),
        }
      : {}),
    keyGenerator: (request) => request.viewer?.userId ?? request.ip,
    // the web app's own files are cached and cheap; limits guard the API
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: (_request, context) =>
      new TooManyRequestsError('RATE_LIMITED', { after: context.after }),
  })
}

function localRpcOrigins(config: Config) {
  return Object.values(config.rpcUrls)
    .map((url) => new URL(url))
    .filter((url) => url.protocol === 'http:' || url.protocol === 'ws:')
    .map((url) => url.origin)
}
