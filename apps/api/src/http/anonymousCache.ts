import type { FastifyInstance } from 'fastify'

const MAX_ENTRIES = 500

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Serve identical anonymous GETs of this route from memory for this long. */
    anonymousCacheMs?: number
  }
  interface FastifyRequest {
    anonymousCacheSlot: { key: string; generation: number } | null
  }
}

// kept as bytes: a string would be encoded to UTF-8 again for every visitor
type Entry = { body: Buffer; contentType: string; expiresAt: number; generation: number }

export type AnonymousCache = { invalidate(): void }

/**
 * A micro-cache for reads everyone sees alike (the anonymous feed): bursts of visitors
 * are answered from memory. `invalidate` empties it; the caller wires it to the events that
 * change what it holds, so a person never misses their own post.
 */
export function registerAnonymousCache(app: FastifyInstance): AnonymousCache {
  const entries = new Map<string, Entry>()
  let generation = 0

  app.decorateRequest('anonymousCacheSlot', null)

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
    request.anonymousCacheSlot = { key, generation }
  })

  app.addHook('onSend', async (request, reply, payload) => {
    const slot = request.anonymousCacheSlot
    const ttl = request.routeOptions.config.anonymousCacheMs
    if (!slot || !ttl || reply.statusCode !== 200 || typeof payload !== 'string') return payload
    // a read that began before an invalidation may hold what it emptied: not kept
    if (slot.generation !== generation) return payload
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string)
    const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8')
    entries.set(slot.key, {
      body: Buffer.from(payload),
      contentType,
      expiresAt: Date.now() + ttl,
      generation,
    })
    return payload
  })

  return {
    invalidate() {
      generation += 1
      entries.clear()
    },
  }
}
