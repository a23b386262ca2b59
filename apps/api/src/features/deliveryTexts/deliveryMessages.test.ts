import {
  checkCatalogue,
  DELIVERY_KINDS,
  describeProblem,
  LOCALES,
  SOURCE_LOCALE,
} from '@agora/domain'
import { describe, expect, it } from 'vitest'
import { DELIVERY_MESSAGES } from './deliveryMessages.ts'
import { deliveryTextsIn } from './deliveryTexts.ts'

describe('push and e-mail texts', () => {
  it.each(LOCALES.filter((locale) => locale !== SOURCE_LOCALE))(
    'has every text in %s, with the placeholders English has',
    (locale) => {
      const problems = checkCatalogue({ delivery: DELIVERY_MESSAGES[SOURCE_LOCALE] }, locale, {
        delivery: DELIVERY_MESSAGES[locale],
      })
      expect(problems.map(describeProblem)).toEqual([])
    },
  )

  it('names each kind and gives it a title and a body in each language', () => {
    const ids = new Set<string>(Object.keys(DELIVERY_MESSAGES[SOURCE_LOCALE]))
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
