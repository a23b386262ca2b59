import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { UPDATES_CHANNEL } from '../../sw/messages.ts'
import { setPendingUpdate } from './updateStore.ts'

const workbox = vi.hoisted(() => ({ listeners: new Map<string, () => void>(), registered: 0 }))
vi.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener(type: string, listener: () => void) {
      workbox.listeners.set(type, listener)
    }
    async register() {
      workbox.registered += 1
    }
  },
}))

const store = vi.hoisted(() => ({ pending: null as { apply: () => void } | null }))
vi.mock('./updateStore.ts', () => ({
  setPendingUpdate: (update: { apply: () => void } | null) => {
    store.pending = update
  },
}))

const { registerServiceWorker } = await import('./registerServiceWorker.ts')

type Listener = () => void
let controllerListeners: Listener[]
let waiting: { postMessage: ReturnType<typeof vi.fn> } | null
let controller: object | null
const reload = vi.fn()

beforeEach(() => {
  controllerListeners = []
  waiting = { postMessage: vi.fn() }
  controller = {}
  store.pending = null
  vi.stubGlobal('navigator', {
    serviceWorker: {
      get controller() {
        return controller
      },
      getRegistration: async () => ({ waiting }),
      addEventListener: (type: string, listener: Listener) => {
        if (type === 'controllerchange') controllerListeners.push(listener)
      },
    },
  })
  vi.stubGlobal('location', { reload })
  reload.mockClear()
})
afterEach(() => {
  vi.unstubAllGlobals()
  setPendingUpdate(null)
})

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('registerServiceWorker', () => {
  it('registers the worker and offers a version that waits while another controls the page', async () => {
    await registerServiceWorker()
    expect(workbox.registered).toBeGreaterThan(0)
    workbox.listeners.get('waiting')?.()
    await settle()
    expect(store.pending).not.toBeNull()
  })

  it('offers nothing on the very first install, when no worker controls the page yet', async () => {
    controller = null
    await registerServiceWorker()
    workbox.listeners.get('waiting')?.()
    await settle()
    expect(store.pending).toBeNull()
  })

  it('"Update" tells the waiting worker to skip waiting and reloads once, after it takes control', async () => {
    await registerServiceWorker()
    workbox.listeners.get('waiting')?.()
    await settle()
    store.pending?.apply()
    expect(waiting?.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' })
    expect(reload).not.toHaveBeenCalled()
    for (const listener of controllerListeners) listener()
    for (const listener of controllerListeners) listener()
    expect(reload).toHaveBeenCalledOnce()
  })

  it(`hears the announcement on ${UPDATES_CHANNEL} that another tab's worker waits`, async () => {
    await registerServiceWorker()
    new BroadcastChannel(UPDATES_CHANNEL).postMessage({ type: 'UPDATE_AVAILABLE' })
    await vi.waitFor(() => expect(store.pending).not.toBeNull())
  })
})
