import { type MessageEnvelope, openMessage } from '@agora/domain'
import { act, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { stubApi, viewer } from '../feed/test/socialTestUtils.tsx'
import { keepWaiting, readWaiting } from './firstMessageOutbox.ts'
import { readStoredKey } from './keyStore.ts'
import {
  CONVERSATION,
  message,
  ok,
  ownKeyRoute,
  peer,
  peerKeyRoute,
  renderArea,
  unlockedHere,
} from './test/messagesArea.tsx'

beforeEach(() => localStorage.clear())
afterEach(() => vi.unstubAllGlobals())

it('writes to someone without messages: the message waits sealed in this browser, they are asked to set up messages, and it goes out sealed for them once they have', async () => {
  unlockedHere()
  let peerHasKey = false
  const requests: unknown[] = []
  const sent: { recipient: string; envelope: MessageEnvelope }[] = []
  stubApi([
    [...ownKeyRoute],
    [
      'GET',
      /messaging-key$/,
      () =>
        peerHasKey
          ? peerKeyRoute[2]()
          : Response.json(
              { success: false, error: 'none', code: 'MESSAGING_KEY_NOT_FOUND' },
              { status: 404 },
            ),
    ],
    ['GET', /^\/api\/conversations$/, () => ok({ data: [], nextCursor: null })],
    [
      'POST',
      /^\/api\/messages\/requests$/,
      ({ init }) => {
        requests.push(JSON.parse(String(init?.body)))
        return ok({ data: { recipientId: 'user-2' } })
      },
    ],
    [
      'POST',
      /^\/api\/messages$/,
      ({ init }) => {
        sent.push(JSON.parse(String(init?.body)))
        return ok({ data: { ...message('x', 'me'), conversationId: CONVERSATION } }, 201)
      },
    ],
  ])
  renderArea(`/messages/new?to=${peer.address}`)
  expect(await screen.findByText(/has not set up messages yet\. Write anyway/)).toBeTruthy()
  await userEvent.type(await screen.findByRole('textbox'), 'hello before you are here')
  await userEvent.click(screen.getByRole('button', { name: 'Send' }))

  const waiting = await screen.findByRole('list', { name: /^Waiting for / })
  expect(waiting.textContent).toContain('hello before you are here')
  expect(requests).toEqual([{ recipient: peer.address }])
  // what the browser keeps is sealed: the text is nowhere in it
  expect(JSON.stringify(localStorage)).not.toContain('hello before you are here')
  expect(sent).toEqual([])

  // they set up messages; the next look sends it, sealed for them
  peerHasKey = true
  act(() => void window.dispatchEvent(new Event('online')))
  await vi.waitFor(() => expect(sent).toHaveLength(1))
  expect(sent[0]?.recipient).toBe(peer.address)
  const envelope = sent[0]?.envelope as MessageEnvelope
  expect(openMessage({ envelope, reader: peer })).toBe('hello before you are here')
  // and no longer waits
  await vi.waitFor(() =>
    expect(Object.keys(localStorage).filter((k) => k.startsWith('agora.waitingMessages.'))).toEqual(
      [],
    ),
  )
})

it('keeps a waiting message the recipient refuses once they can read it, says why, and tries no more', async () => {
  unlockedHere()
  let tries = 0
  stubApi([
    [...ownKeyRoute],
    [...peerKeyRoute],
    ['GET', /^\/api\/conversations$/, () => ok({ data: [], nextCursor: null })],
    [
      'POST',
      /^\/api\/messages$/,
      () => {
        tries += 1
        return Response.json(
          { success: false, error: 'no', code: 'MESSAGES_NOT_ACCEPTED' },
          { status: 403 },
        )
      },
    ],
  ])
  // written while they had no key, in an earlier visit
  const key = readStoredKey(viewer.id)
  if (!key) throw new Error('no key')
  keepWaiting(key, peer.address, 'are you still selling the lamp?', 'idem-1')
  renderArea('/messages')
  await vi.waitFor(() => expect(tries).toBe(1))
  await vi.waitFor(() =>
    expect(readWaiting(key)[0]?.refusal).toMatch(/does not accept direct messages/),
  )
  act(() => void window.dispatchEvent(new Event('online')))
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(tries).toBe(1)
  expect(readWaiting(key)).toHaveLength(1)
})
