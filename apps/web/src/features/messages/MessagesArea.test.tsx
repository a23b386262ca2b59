import {
  type Conversation,
  generateMessagingKeyPair,
  type Message,
  sealMessage,
  toBase64,
  type User,
} from '@agora/domain'
import { screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { Route, Routes } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Web3Context } from '../../lib/Web3Context.ts'
import { fakeAuth, renderSocial, stubApi, viewer } from '../feed/test/socialTestUtils.tsx'
import { connectedWeb3, fakeWeb3 } from '../wallet/test/fakeWeb3.ts'
import { storeKey } from './keyStore.ts'
import { MessagesArea } from './MessagesArea.tsx'

const me = { address: viewer.address?.toLowerCase() ?? '', ...generateMessagingKeyPair() }
const peer = {
  address: '0xabcdefabcdefabcdefabcdefabcdefabcdefabcd',
  ...generateMessagingKeyPair(),
}
const CONVERSATION = '00000000-0000-4000-8000-00000000c0c0'

let clock = 0
function message(text: string, from: 'me' | 'peer'): Message {
  clock += 1
  const sender = from === 'me' ? me : peer
  const recipient = from === 'me' ? peer : me
  return {
    id: `00000000-0000-4000-8000-${String(clock).padStart(12, '0')}`,
    conversationId: CONVERSATION,
    senderId: from === 'me' ? viewer.id : 'user-2',
    senderAddress: sender.address,
    envelope: sealMessage({
      text,
      sender: { address: sender.address, privateKey: sender.privateKey },
      recipient: { address: recipient.address, publicKey: recipient.publicKey },
    }),
    context: null,
    createdAt: new Date(Date.UTC(2025, 0, 1, 12, clock)).toISOString(),
  }
}

const older = message('an older message from Bob', 'peer')
const mine = message('my question about the lamp', 'me')
const newest = message('yes, still for sale', 'peer')

const conversation = (overrides: Partial<Conversation> = {}): Conversation => ({
  id: CONVERSATION,
  peer: {
    id: 'user-2',
    address: peer.address,
    handle: 'bob',
    displayName: null,
    ens: null,
    avatar: null,
  },
  status: 'active',
  unreadCount: 1,
  lastActivityAt: newest.createdAt,
  lastMessage: newest,
  peerLastReadAt: mine.createdAt,
  blocked: false,
  ...overrides,
})

const ok = (body: unknown, status = 200) =>
  Response.json({ success: true, ...(body as object) }, { status })

function renderArea(
  route: string,
  user: User = viewer,
  web3 = connectedWeb3({ address: viewer.address as `0x${string}` }),
) {
  return renderSocial(
    <Web3Context value={web3}>
      <Routes>
        <Route path="/messages" element={<MessagesArea />} />
        <Route path="/messages/:conversationId" element={<MessagesArea />} />
      </Routes>
    </Web3Context>,
    { auth: fakeAuth(true, { user }), route },
  )
}

function unlockedHere() {
  storeKey(viewer.id, {
    address: me.address,
    publicKey: toBase64(me.publicKey),
    privateKey: me.privateKey,
  })
}

const ownKeyRoute = [
  'GET',
  /^\/api\/messages\/keys$/,
  () =>
    ok({
      data: {
        publicKey: toBase64(me.publicKey),
        wrappedPrivateKey: {
          version: 1,
          salt: 'AAAAAAAAAAAAAAAAAAAAAA==',
          nonce: 'A'.repeat(32),
          ciphertext: 'A'.repeat(64),
        },
        updatedAt: '',
      },
    }),
] as const
const peerKeyRoute = [
  'GET',
  /messaging-key$/,
  () => ok({ data: { publicKey: toBase64(peer.publicKey), address: peer.address } }),
] as const

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

  it('unlocks with one signature when this browser has no key yet', async () => {
    const sign = vi.fn(async () => `0x${'ab'.repeat(65)}` as const)
    const published: unknown[] = []
    stubApi([
      [
        'GET',
        /^\/api\/messages\/keys$/,
        () =>
          Response.json(
            { success: false, error: 'none', code: 'MESSAGING_KEY_NOT_FOUND' },
            { status: 404 },
          ),
      ],
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
    stubApi([
      [
        'GET',
        /^\/api\/messages\/keys$/,
        () =>
          Response.json(
            { success: false, error: 'none', code: 'MESSAGING_KEY_NOT_FOUND' },
            { status: 404 },
          ),
      ],
    ])
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
