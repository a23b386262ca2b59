import { BadRequestError } from '@agora/domain'
import type { FastifyInstance } from 'fastify'

const utf8 = new TextDecoder('utf-8', { fatal: true })

/**
 * JSON bodies are decoded strictly: invalid UTF-8 is refused with 400 INVALID_JSON
 * instead of being turned into U+FFFD and stored.
 */
export function registerStrictJsonBodies(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string
    try {
      text = utf8.decode(body as Buffer)
    } catch {
      done(new BadRequestError('INVALID_JSON', { reason: 'utf8' }), undefined)
      return
    }
    parseJson(request, text, done)
  })
}
