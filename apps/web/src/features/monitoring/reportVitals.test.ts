import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { stubApi } from '../feed/test/socialTestUtils.tsx'
import { reportVitalsOnHide } from './reportVitals.ts'

let visibility: DocumentVisibilityState = 'visible'
const sendBeacon = vi.fn((_url: string, _body?: BodyInit | null) => true)

beforeEach(() => {
  visibility = 'visible'
  sendBeacon.mockClear()
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility })
  vi.stubGlobal('navigator', { sendBeacon })
  window.history.replaceState(null, '', '/market/3f2a9c1e-0b7d-4c55-9d0e-2a1b3c4d5e6f')
  // the server samples a quarter of visits (VITALS_SAMPLE_RATE=0.25)
  stubApi([['GET', /^\/api\/config$/, () => Response.json({ vitalsSampleRate: 0.25 })]])
})

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

function hidePage() {
  visibility = 'hidden'
  document.dispatchEvent(new Event('visibilitychange'))
}

describe('reportVitalsOnHide', () => {
  it('sends nothing from a visit outside the sample, at the rate itself included', async () => {
    for (const draw of [0.25, 0.9]) {
      vi.spyOn(Math, 'random').mockReturnValue(draw)
      await reportVitalsOnHide({ LCP: 1_800 })
      hidePage()
    }
    expect(sendBeacon).not.toHaveBeenCalled()
  })

  it('sends a sampled visit’s vitals once, by route pattern, when the page is hidden', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.1)
    const ux = { LCP: 1_800 }
    await reportVitalsOnHide(ux)
    expect(sendBeacon).not.toHaveBeenCalled()

    // the final values: what web-vitals reported by the time the page is hidden
    Object.assign(ux, { CLS: 0.02 })
    hidePage()
    hidePage()
    expect(sendBeacon).toHaveBeenCalledTimes(1)
    const [url, body] = sendBeacon.mock.calls[0] ?? []
    expect(url).toBe('/api/vitals')
    expect(JSON.parse(await (body as Blob).text())).toEqual({
      vitals: [
        { route: '/market/:id', name: 'LCP', value: 1_800 },
        { route: '/market/:id', name: 'CLS', value: 0.02 },
      ],
    })
  })
})
