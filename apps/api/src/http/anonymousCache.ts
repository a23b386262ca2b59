import type { FastifyInstance } from 'fastify'
import { isWrite } from './isWrite.ts'

const MAX_ENTRIES = 500

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Serve identical anonymous GETs of this route from memory for this long. */
    anonymousCacheMs?: number
  }
  interface FastifyRequest {
    anonymousCacheKey: string | null
  }
}

type Entry = { body: string; contentType: string; expiresAt: number; generation: number }

/**
 * A micro-cache for reads everyone sees alike (the anonymous feed): bursts of visitors
 * are answered from memory. Any successful write through this instance empties it, so a
 * person never misses their own post; other instances' writes show within the TTL.
 */
export function registerAnonymousCache(app: FastifyInstance) {
  const entries = new Map<string, Entry>()
  let generation = 0

  app.decorateRequest('anonymousCacheKey', null)

  app.addHook('onRequest', async (request, reply) => {
    const ttl = request.routeOptions.config.anonymousCacheMs
    if (!ttl || request.method !== 'GET' || request.headers.authorization) return
    const key = request.url
    const entry = entries.get(key)
    if (entry && entry.generation === generation && entry.expiresAt > Date.now()) {
      return reply
        .header('content-type', entry.contentType)
        .header('x-cache', 'hit')
        .send(entry.body)
    }
    request.anonymousCacheKey = key
  })

  app.addHook('onSend', async (request, reply, payload) => {
    // before the write's answer goes out: a read sent right after it must not hit the cache
    if (isWrite(request) && reply.statusCode < 400) {
      generation += 1
      entries.clear()
      return payload
    }
    const key = request.anonymousCacheKey
    const ttl = request.routeOptions.config.anonymousCacheMs
    if (!key || !ttl || reply.statusCode !== 200 || typeof payload !== 'string') return payload
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string)
    const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8')
    entries.set(key, { body: payload, contentType, expiresAt: Date.now() + ttl, generation })
    return payload
  })
}
