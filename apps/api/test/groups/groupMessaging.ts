import { type Conversation, type Message, type MessageEnvelope, sealMessage } from '@agora/domain'
import type { Messenger } from '../messages/messaging.ts'

export type CreatedGroup = Conversation & {
  notAdded: { member: string; code: string; error: string }[]
}

export async function createGroup(admin: Messenger, others: Messenger[], title = 'Lamp club') {
  const res = await admin.call('POST', '/api/conversations', {
    kind: 'group',
    title,
    members: others.map((o) => o.address),
  })
  if (res.statusCode !== 201) throw new Error(`group refused: ${res.body}`)
  return res.json().data as CreatedGroup
}

/** An envelope from `from` sealed for `readers` (from included). */
export function sealFor(from: Messenger, readers: Messenger[], text: string): MessageEnvelope {
  return sealMessage({
    text,
    sender: { address: from.address, privateKey: from.keys.privateKey },
    recipients: readers.map((r) => ({ address: r.address, publicKey: r.keys.publicKey })),
  })
}

export function sendToGroup(
  from: Messenger,
  conversationId: string,
  readers: Messenger[],
  text: string,
) {
  return from.call('POST', '/api/messages', {
    conversationId,
    envelope: sealFor(from, readers, text),
  })
}

export async function groupMessages(reader: Messenger, conversationId: string) {
  const res = await reader.call('GET', `/api/messages?conversation=${conversationId}`)
  return { status: res.statusCode, data: (res.json().data ?? []) as Message[] }
}
