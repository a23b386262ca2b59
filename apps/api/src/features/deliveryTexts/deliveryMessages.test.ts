import { DELIVERY_KINDS, LOCALES, SOURCE_LOCALE } from '@agora/domain'
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import { describe, expect, it } from 'vitest'
import { DELIVERY_MESSAGES, type DeliveryMessageId } from './deliveryMessages.ts'
import { deliveryTextsIn } from './deliveryTexts.ts'

const BRANCHING = new Set(['plural', 'select', 'selectordinal'])

/** The names a message puts values in, those inside its branches too. */
function placeholdersOf(message: string): string[] {
  const names = new Set<string>()
  const walk = (tokens: readonly unknown[]) => {
    for (const token of tokens) {
      if (!Array.isArray(token)) continue
      const [name, kind, cases] = token as [string, string?, Record<string, unknown>?]
      names.add(name)
      if (!kind || !BRANCHING.has(kind) || !cases) continue
      for (const branch of Object.values(cases)) if (Array.isArray(branch)) walk(branch)
    }
  }
  walk(compileMessageOrThrow(message))
  return [...names].sort()
}

const entries = Object.entries(DELIVERY_MESSAGES) as [
  DeliveryMessageId,
  Record<string, string | undefined>,
][]

describe('push and e-mail texts', () => {
  it('has every text in every language, with the placeholders English has', () => {
    const problems: string[] = []
    for (const [id, texts] of entries) {
      const source = placeholdersOf(texts[SOURCE_LOCALE] ?? '')
      for (const locale of LOCALES) {
        const text = texts[locale]
        if (!text?.trim()) problems.push(`${id}: no ${locale} text`)
        else if (placeholdersOf(text).join() !== source.join())
          problems.push(`${id}: ${locale} has {${placeholdersOf(text)}}, English {${source}}`)
      }
    }
    expect(problems).toEqual([])
  })

  it('finds a missing language or a dropped placeholder', () => {
    expect(placeholdersOf('{actor} followed you')).toEqual(['actor'])
    expect(placeholdersOf('Alguien empezó a seguirte')).toEqual([])
    expect(placeholdersOf('{n, plural, one {# de {actor}} other {#}}')).toEqual(['actor', 'n'])
  })

  it('names each kind and gives it a title and a body in each language', () => {
    const ids = new Set<string>(Object.keys(DELIVERY_MESSAGES))
    const missing = DELIVERY_KINDS.flatMap((kind) =>
      [`kind.${kind}`, `${kind}.title`, `${kind}.body`].filter((id) => !ids.has(id)),
    )
    expect(missing).toEqual([])
  })

  it('renders in the language asked for', () => {
    const values = { actor: '@alice', where: 'direct' }
    expect(deliveryTextsIn('en')('message.body', values)).toBe('New message from @alice')
    expect(deliveryTextsIn('es')('message.body', values)).toBe('Nuevo mensaje de @alice')
    expect(deliveryTextsIn('es')('reaction.body', { count: 3 })).toBe(
      '3 personas reaccionaron a tu publicación',
    )
    expect(deliveryTextsIn('es')('order.body', { role: 'seller', status: 'disputed' })).toBe(
      'Un pedido que vendiste está en disputa',
    )
  })
})
