import type { Message } from '@agora/domain'
import { screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { stubApi, viewer } from '../feed/test/socialTestUtils.tsx'
import { fakeWeb3 } from '../wallet/test/fakeWeb3.ts'
import {
  CONVERSATION,
  conversation,
  message,
  mine,
  newest,
  ok,
  older,
  ownKeyRoute,
  peerKeyRoute,
  renderArea,
  unlockedHere,
} from './test/messagesArea.tsx'

beforeEach(() => localStorage.clear())
afterEach(() => vi.unstubAllGlobals())

describe('the Messages area', () => {
  it('asks an e-mail-only account to link a wallet', async () => {
    renderArea('/messages', { ...viewer, address: null }, fakeWeb3())
    expect(
      await screen.findByRole('heading', { name: 'Link a wallet to use messages' }),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Link a wallet' }).getAttribute('href')).toBe(
      '/account',
    )
  })

  it('opens a thread in this browser, oldest first, pages back by cursor, and marks it read', async () => {
    unlockedHere()
    const reads: string[] = []
    const fetchMock = stubApi([
      [...ownKeyRoute],
      [...peerKeyRoute],
      ['GET', /^\/api\/conversations$/, () => ok({ data: [conversation()], nextCursor: null })],
      ['GET', /^\/api\/conversations\/[^/]+$/, () => ok({ data: conversation() })],
      [
        'GET',
        /^\/api\/messages$/,
        ({ url }) =>
          url.searchParams.get('cursor') === 'older-page'
            ? ok({ data: [older], nextCursor: null })
            : ok({ data: [newest, mine], nextCursor: 'older-page' }),
      ],
      [
        'POST',
        /\/read$/,
        ({ url }) => {
          reads.push(url.pathname)
          return ok({})
        },
      ],
    ])
    renderArea(`/messages/${CONVERSATION}`)
    const thread = await screen.findByRole('list', { name: 'Messages' })
    await within(thread).findByText('yes, still for sale')
    const texts = () =>
      within(thread)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent)
    expect(texts()).toEqual(['my question about the lamp', 'yes, still for sale'])
    // my last message: the peer read up to it
    expect(within(thread).getByText('Read')).toBeTruthy()
    await waitFor(() => expect(reads).toEqual([`/api/conversations/${CONVERSATION}/read`]))

    await userEvent.click(screen.getByRole('button', { name: 'Load older messages' }))
    await within(thread).findByText('an older message from Bob')
    expect(texts()).toEqual([
      'an older message from Bob',
      'my question about the lamp',
      'yes, still for sale',
    ])
    expect(screen.queryByRole('button', { name: 'Load older messages' })).toBeNull()
    // nothing but sealed envelopes was asked for or sent
    expect(JSON.stringify(fetchMock.mock.calls)).not.toContain('lamp')
  })

  it('sends only a sealed envelope, shows it sending, and says the server’s refusal in plain words', async () => {
    unlockedHere()
    const sent: unknown[] = []
    let refuse = false
    stubApi([
      [...ownKeyRoute],
      [...peerKeyRoute],
      ['GET', /^\/api\/conversations$/, () => ok({ data: [conversation()], nextCursor: null })],
      ['GET', /^\/api\/conversations\/[^/]+$/, () => ok({ data: conversation() })],
      ['GET', /^\/api\/messages$/, () => ok({ data: [newest], nextCursor: null })],
      ['POST', /\/read$/, () => ok({})],
      [
        'POST',
        /^\/api\/messages$/,
        ({ init }) => {
          const body = JSON.parse(String(init?.body)) as { envelope: Message['envelope'] }
          sent.push(body)
          if (refuse)
            return Response.json(
              { success: false, error: 'no', code: 'MESSAGES_NOT_ACCEPTED' },
              { status: 403 },
            )
          return ok({ data: { ...message('x', 'me'), envelope: body.envelope } }, 201)
        },
      ],
    ])
    renderArea(`/messages/${CONVERSATION}`)
    const box = await screen.findByRole('textbox', { name: 'Message bob' })
    await userEvent.type(box, 'see you at five{Enter}')
    const thread = screen.getByRole('list', { name: 'Messages' })
    await within(thread).findByText('see you at five')
    await within(thread).findByText('Delivered')
    expect(JSON.stringify(sent)).not.toContain('see you')
    expect(sent[0]).toMatchObject({ conversationId: CONVERSATION, envelope: { version: 1 } })

    refuse = true
    await userEvent.type(box, 'one more{Enter}')
    expect((await screen.findByRole('alert')).textContent).toContain(
      'bob does not accept direct messages from you.',
    )
    expect(within(thread).getByText('Not sent')).toBeTruthy()
  })

  it('shows a request with accept, block and report', async () => {
    unlockedHere()
    const actions: string[] = []
    stubApi([
      [...ownKeyRoute],
      [...peerKeyRoute],
      ['GET', /^\/api\/conversations$/, () => ok({ data: [], nextCursor: null })],
      [
        'GET',
        /^\/api\/conversations\/[^/]+$/,
        () => ok({ data: conversation({ status: 'request' }) }),
      ],
      ['GET', /^\/api\/messages$/, () => ok({ data: [newest], nextCursor: null })],
      [
        'POST',
        /\/(read|accept)$/,
        ({ url }) => {
          actions.push(url.pathname.split('/').at(-1) ?? '')
          return ok({})
        },
      ],
      [
        'POST',
        /\/block$/,
        () => {
          actions.push('block')
          return ok({ data: { blocked: true } })
        },
      ],
    ])
    renderArea(`/messages/${CONVERSATION}`)
    expect(await screen.findByText(/bob wants to message you/)).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }))
    await userEvent.click(screen.getByRole('button', { name: 'Block' }))
    await userEvent.click(screen.getByRole('button', { name: 'Report' }))
    expect(await screen.findByRole('dialog', { name: 'Report this conversation' })).toBeTruthy()
    await waitFor(() => expect(actions).toEqual(expect.arrayContaining(['accept', 'block'])))
  })
})
