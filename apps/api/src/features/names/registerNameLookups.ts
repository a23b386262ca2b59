import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context.ts'
import type { NameLookups } from './nameLookups.ts'

/**
 * After each answer to a signed-in person (never before it), their name is looked up if its
 * time is up; a changed person (a wallet linked) is looked at afresh.
 */
export function registerNameLookups(app: FastifyInstance, ctx: AppContext, names: NameLookups) {
  app.addHook('onResponse', async (request) => {
    if (request.viewer) names.noteActive(request.viewer.userId)
  })
  ctx.events.subscribe('user.changed', ({ data }) => names.forget(data.userId))
}
