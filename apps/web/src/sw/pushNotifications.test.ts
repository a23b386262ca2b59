import { describe, expect, it } from 'vitest'
import { fallbackNotification, readPushPayload } from './pushNotifications.ts'

const data = (value: unknown) => ({ json: () => value })
const payload = {
  notificationId: 'n1',
  kind: 'order',
  title: 'Order update',
  body: 'An order you sold is now paid',
  path: '/orders/o1',
}

describe('push payloads', () => {
  it('reads the server’s payload', () => {
    expect(readPushPayload(data(payload))).toEqual(payload)
  })

  it('reads a new message’s payload, which names its conversation', () => {
    const message = {
      kind: 'message',
      conversationId: 'c1',
      messageId: 'm1',
      title: 'New message',
      body: 'New message from @alice',
      path: '/messages/c1',
    }
    expect(readPushPayload(data(message))).toEqual(message)
    expect(readPushPayload(data({ ...message, conversationId: undefined }))).toBeNull()
  })

  it('refuses what is not one, and a click target outside the app', () => {
    expect(readPushPayload(null)).toBeNull()
    expect(readPushPayload(data('plain text'))).toBeNull()
    expect(readPushPayload({ json: () => JSON.parse('not json') })).toBeNull()
    expect(readPushPayload(data({ ...payload, path: 'https://evil.example/' }))).toBeNull()
    expect(readPushPayload(data({ ...payload, path: '//evil.example/' }))).toBeNull()
  })
})

describe('a push whose payload cannot be read', () => {
  it('says so in the browser’s language and opens the inbox', () => {
    expect(fallbackNotification('es-MX')).toEqual({
      title: 'Agora',
      body: 'Tienes una notificación nueva',
      path: '/notifications',
    })
    expect(fallbackNotification('en-GB').body).toBe('You have a new notification')
    expect(fallbackNotification('de').body).toBe('You have a new notification')
  })
})
