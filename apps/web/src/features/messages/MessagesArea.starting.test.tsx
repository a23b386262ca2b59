import { screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { stubApi, viewer } from '../feed/test/socialTestUtils.tsx'
import { connectedWeb3 } from '../wallet/test/fakeWeb3.ts'
import {
  conversation,
  message,
  newest,
  noOwnKeyRoute,
  ok,
  ownKeyRoute,
  peer,
  peerKeyRoute,
  renderArea,
  unlockedHere,
} from './test/messagesArea.tsx'

beforeEach(() => localStorage.clear())
afterEach(() => vi.unstubAllGlobals())

describe('starting in Messages', () => {
  it('unlocks with one signature when this browser has no key yet', async () => {
    const sign = vi.fn(async () => `0x${'ab'.repeat(65)}` as const)
    const published: unknown[] = []
    stubApi([
      [...noOwnKeyRoute],
      [
        'PUT',
        /^\/api\/messages\/keys$/,
        ({ init }) => {
          published.push(JSON.parse(String(init?.body)))
          return ok({ data: {} })
        },
      ],
      ['GET', /^\/api\/conversations$/, () => ok({ data: [], nextCursor: null })],
    ])
    renderArea(
      '/messages',
      viewer,
      connectedWeb3({ address: viewer.address as `0x${string}`, signMessage: sign }),
    )
    await userEvent.click(await screen.findByRole('button', { name: 'Unlock messages' }))
    expect(await screen.findByRole('navigation', { name: 'Conversations' })).toBeTruthy()
    expect(sign).toHaveBeenCalledOnce()
    expect(published).toHaveLength(1)
    expect(published[0]).toMatchObject({ wrappedPrivateKey: { version: 1 } })
  })

  it('asks the seller about a listing: the first message carries it as context', async () => {
    unlockedHere()
    const LISTING = '00000000-0000-4000-8000-0000000000e1'
    const sent: Record<string, unknown>[] = []
    stubApi([
      [...ownKeyRoute],
      [...peerKeyRoute],
      ['GET', /^\/api\/conversations$/, () => ok({ data: [], nextCursor: null })],
      [
        'GET',
        /^\/api\/marketplace\/listings\//,
        () => ok({ data: { id: LISTING, title: 'Brass lamp' } }),
      ],
      [
        'POST',
        /^\/api\/messages$/,
        ({ init }) => {
          const body = JSON.parse(String(init?.body))
          sent.push(body)
          return ok({ data: { ...message('x', 'me'), envelope: body.envelope } }, 201)
        },
      ],
      ['GET', /^\/api\/conversations\/[^/]+$/, () => ok({ data: conversation() })],
      ['GET', /^\/api\/messages$/, () => ok({ data: [], nextCursor: null })],
    ])
    renderArea(`/messages/new?to=${peer.address}&listing=${LISTING}`)
    expect(await screen.findByRole('link', { name: 'About: Brass lamp' })).toBeTruthy()
    const box = await screen.findByRole('textbox', { name: /^Message / })
    await waitFor(() => expect((box as HTMLTextAreaElement).disabled).toBe(false))
    await userEvent.type(box, 'is it brass all through?{Enter}')
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toMatchObject({ recipient: peer.address, context: { listingId: LISTING } })
    expect(JSON.stringify(sent)).not.toContain('brass all through')
    // then the conversation the server started opens
    expect(await screen.findByRole('region', { name: 'Conversation with bob' })).toBeTruthy()
  })

  it('opens the existing conversation with that person instead of a new one', async () => {
    unlockedHere()
    stubApi([
      [...ownKeyRoute],
      [...peerKeyRoute],
      ['GET', /^\/api\/conversations$/, () => ok({ data: [conversation()], nextCursor: null })],
      ['GET', /^\/api\/conversations\/[^/]+$/, () => ok({ data: conversation() })],
      ['GET', /^\/api\/messages$/, () => ok({ data: [newest], nextCursor: null })],
      ['POST', /\/read$/, () => ok({})],
    ])
    renderArea('/messages/new?to=@bob')
    expect(await screen.findByRole('region', { name: 'Conversation with bob' })).toBeTruthy()
    expect(await screen.findByText('yes, still for sale')).toBeTruthy()
  })

  it('says why unlocking failed when the wallet refuses to sign, and lets them try again', async () => {
    const sign = vi.fn(async (): Promise<`0x${string}`> => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    })
    stubApi([[...noOwnKeyRoute]])
    renderArea(
      '/messages',
      viewer,
      connectedWeb3({ address: viewer.address as `0x${string}`, signMessage: sign }),
    )
    await userEvent.click(await screen.findByRole('button', { name: 'Unlock messages' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Signature request was rejected by user',
    )
    expect(screen.getByRole('button', { name: 'Unlock messages' })).toBeTruthy()
  })
})
