import { type Alert, alertsFor } from '@agora/domain'
import { afterEach, describe, expect, it } from 'vitest'
import { activateLocale } from '../../i18n/activateLocale.ts'
import { alertAdvice, alertMessage } from './alertText.ts'

const alerts = (): Alert[] =>
  alertsFor({ hitRate: 0.42, storageUse: 0.9, syncSuccess: 0.5, preloadSuccess: 0.1 }).map(
    (draft) => ({ ...draft, id: draft.type, timestamp: 0 }),
  )

describe('alert texts', () => {
  afterEach(() => activateLocale('en'))

  it('say in English exactly what the domain wrote', () => {
    expect(alerts()).toHaveLength(4)
    for (const alert of alerts()) {
      expect(alertMessage(alert)).toBe(alert.message)
      expect(alertAdvice(alert)).toEqual(alert.recommendations)
    }
  })

  it('are said again in Spanish from the alert’s type and metric', async () => {
    await activateLocale('es')
    const [hitRate] = alerts()
    expect(hitRate && alertMessage(hitRate)).toBe(
      'La tasa de aciertos de caché es del 42 %, por debajo del 70 %',
    )
    expect(hitRate && alertAdvice(hitRate)[0]).toMatch(/^Conserva los datos sin conexión/)
  })

  it('keep the stored message of an alert whose metric is missing', () => {
    const [hitRate] = alerts()
    if (!hitRate) throw new Error('no alert')
    expect(alertMessage({ ...hitRate, metrics: {}, message: 'as stored' })).toBe('as stored')
  })
})
