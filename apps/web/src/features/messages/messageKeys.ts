import type { ConversationStatus } from '@agora/domain'

/** Query keys of the Messages area; the live client refreshes them on `message.new`. */
export const messageKeys = {
  all: ['conversations'] as const,
  list: (status: ConversationStatus) => ['conversations', 'list', status] as const,
  detail: (id: string) => ['conversations', 'detail', id] as const,
  unread: ['conversations', 'unread'] as const,
  thread: (conversationId: string) => ['messages', conversationId] as const,
  peerKey: (address: string) => ['messaging-key', address.toLowerCase()] as const,
}
