import type { FastifyReply } from 'fastify'

/** Adds `field` to the response's Vary header, keeping what is there (CORS adds Origin). */
export function appendVary(reply: FastifyReply, field: string) {
  const existing = [reply.getHeader('vary') ?? []]
    .flat()
    .flatMap((value) => String(value).split(','))
    .map((value) => value.trim())
    .filter(Boolean)
  const present = existing.some(
    (value) => value === '*' || value.toLowerCase() === field.toLowerCase(),
  )
  if (!present) reply.header('vary', [...existing, field].join(', '))
}
