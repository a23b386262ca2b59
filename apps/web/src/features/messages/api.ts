import type {
  Conversation,
  ConversationStatus,
  Message,
  MessageContext,
  MessageEnvelope,
} from '@agora/domain'
import { ApiError, apiFetch } from '../../lib/api.ts'
import { idempotencyHeaders } from '../../lib/idempotencyKey.ts'
import type { DataResponse, PageResponse } from '../../lib/responses.ts'
import type { OwnKey } from './unlockKey.ts'

const userInPath = (addressOrHandle: string) => encodeURIComponent(addressOrHandle)

/** The viewer's published key with its wrapped private half; null before the first setup. */
export async function fetchOwnKey(): Promise<OwnKey | null> {
  try {
    return (await apiFetch<DataResponse<OwnKey>>('/api/messages/keys')).data
  } catch (error) {
    if (error instanceof ApiError && error.code === 'MESSAGING_KEY_NOT_FOUND') return null
    throw error
  }
}

export async function publishKey(key: OwnKey) {
  await apiFetch('/api/messages/keys', { method: 'PUT', body: key })
}

export type PeerKey = { publicKey: string; address: string }

/** Someone's published public key and the address to seal for (by address or handle). */
export async function fetchPeerKey(addressOrHandle: string, signal?: AbortSignal) {
  return (
    await apiFetch<DataResponse<PeerKey>>(
      `/api/users/${userInPath(addressOrHandle)}/messaging-key`,
      {
        signal,
      },
    )
  ).data
}

export async function fetchConversations(
  status: ConversationStatus,
  cursor: string | null,
  signal?: AbortSignal,
) {
  const query = new URLSearchParams({ status, limit: '30' })
  if (cursor) query.set('cursor', cursor)
  return apiFetch<PageResponse<Conversation>>(`/api/conversations?${query}`, { signal })
}

export async function fetchConversation(id: string, signal?: AbortSignal) {
  return (await apiFetch<DataResponse<Conversation>>(`/api/conversations/${id}`, { signal })).data
}

export async function fetchMessages(
  conversationId: string,
  cursor: string | null,
  signal?: AbortSignal,
) {
  const query = new URLSearchParams({ conversation: conversationId, limit: '30' })
  if (cursor) query.set('cursor', cursor)
  return apiFetch<PageResponse<Message>>(`/api/messages?${query}`, { signal })
}

/** To a conversation or, for a first message, a recipient; a context says what it is about. */
export type SendTarget = ({ conversationId: string } | { recipient: string }) & {
  context?: MessageContext
}

export type SendInput = SendTarget & {
  envelope: MessageEnvelope
  idempotencyKey: string
  attachments?: string[]
}

export async function postMessage({ idempotencyKey, ...body }: SendInput) {
  return (
    await apiFetch<DataResponse<Message>>('/api/messages', {
      method: 'POST',
      body,
      headers: idempotencyHeaders(idempotencyKey),
    })
  ).data
}

export async function postConversationAction(id: string, action: 'read' | 'accept') {
  await apiFetch(`/api/conversations/${id}/${action}`, { method: 'POST' })
}

export async function postReport(id: string, reason: string, note: string) {
  await apiFetch(`/api/conversations/${id}/report`, {
    method: 'POST',
    body: note ? { reason, note } : { reason },
  })
}

export async function setBlocked(address: string, blocked: boolean) {
  await apiFetch(`/api/users/${userInPath(address)}/block`, { method: blocked ? 'POST' : 'DELETE' })
}
