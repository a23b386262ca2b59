import {
  type Conversation,
  generateMessagingKeyPair,
  type Message,
  sealMessage,
  toBase64,
  type User,
} from '@agora/domain'
import { Route, Routes } from 'react-router'
import { Web3Context } from '../../../lib/Web3Context.ts'
import { fakeAuth, renderSocial, viewer } from '../../feed/test/socialTestUtils.tsx'
import { connectedWeb3 } from '../../wallet/test/fakeWeb3.ts'
import { storeKey } from '../keyStore.ts'
import { MessagesArea } from '../MessagesArea.tsx'

/** Two people with real messaging keys, and a conversation between them, for the area's tests. */
export const me = { address: viewer.address?.toLowerCase() ?? '', ...generateMessagingKeyPair() }
export const peer = {
  address: '0xabcdefabcdefabcdefabcdefabcdefabcdefabcd',
  ...generateMessagingKeyPair(),
}
export const CONVERSATION = '00000000-0000-4000-8000-00000000c0c0'

let clock = 0
export function message(text: string, from: 'me' | 'peer'): Message {
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
      recipients: [{ address: recipient.address, publicKey: recipient.publicKey }],
    }),
    context: null,
    createdAt: new Date(Date.UTC(2025, 0, 1, 12, clock)).toISOString(),
  }
}

export const older = message('an older message from Bob', 'peer')
export const mine = message('my question about the lamp', 'me')
export const newest = message('yes, still for sale', 'peer')

export const conversation = (overrides: Partial<Conversation> = {}): Conversation => ({
  id: CONVERSATION,
  kind: 'direct',
  title: null,
  communityId: null,
  members: [],
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

export const ok = (body: unknown, status = 200) =>
  Response.json({ success: true, ...(body as object) }, { status })

export function renderArea(
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

export function unlockedHere() {
  storeKey(viewer.id, {
    address: me.address,
    publicKey: toBase64(me.publicKey),
    privateKey: me.privateKey,
  })
}

export const ownKeyRoute = [
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
/** This account has published no messaging key yet. */
export const noOwnKeyRoute = [
  'GET',
  /^\/api\/messages\/keys$/,
  () =>
    Response.json(
      { success: false, error: 'none', code: 'MESSAGING_KEY_NOT_FOUND' },
      { status: 404 },
    ),
] as const
export const peerKeyRoute = [
  'GET',
  /messaging-key$/,
  () => ok({ data: { publicKey: toBase64(peer.publicKey), address: peer.address } }),
] as const
