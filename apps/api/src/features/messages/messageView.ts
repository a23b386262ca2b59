import type { Message, MessageEnvelope } from '@agora/domain'
import type { messages } from '../../db/schema/messages.ts'

export function presentMessage(
  row: typeof messages.$inferSelect,
  senderAddress: string | null,
): Message {
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    senderAddress,
    envelope: row.envelope as MessageEnvelope,
    context: (row.context as Message['context']) ?? null,
    createdAt: row.createdAt.toISOString(),
  }
}
