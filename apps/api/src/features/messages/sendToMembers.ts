import { BadRequestError, type Message, messageVolume, type SendMessage } from '@agora/domain'
import { and, eq } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { conversationMembers, conversations, messages } from '../../db/schema/messages.ts'
import { bindAttachments } from './attachments.ts'
import { checkCommunityChatMember } from './communityChatMember.ts'
import { checkEnvelopeReaders } from './envelopeReaders.ts'
import { memberReaders } from './members.ts'
import { presentMessage } from './messageView.ts'
import type { UserRow } from './users.ts'
import { checkMessageVolume } from './volume.ts'

/**
 * Stores a sealed message in a group or a community's chat the sender is a member of: the
 * envelope must be sealed for exactly the members now, so a member removed reads nothing
 * that follows and one added reads from their joining on.
 */
export async function sendToMembers(
  ctx: AppContext,
  sender: UserRow & { address: string },
  senderKey: string,
  body: SendMessage & { conversationId: string },
): Promise<Message> {
  if (body.context) throw new BadRequestError('CONTEXT_NEEDS_TWO_PEOPLE')
  const [chat] = await ctx.db
    .select({ id: conversations.id, communityId: conversations.communityId })
    .from(conversations)
    .where(eq(conversations.id, body.conversationId))
  if (chat) await checkCommunityChatMember(ctx, chat, sender.id)
  const readers = await memberReaders(ctx, body.conversationId)
  checkEnvelopeReaders(
    body.envelope,
    senderKey,
    readers.flatMap((reader) => (reader.address ? [reader.address] : [])),
  )
  const volume = messageVolume(body.envelope.ciphertext)
  await checkMessageVolume(ctx, sender.id, body.conversationId, volume)
  const now = ctx.clock.now()
  const stored = await ctx.db.transaction(async (tx) => {
    await tx
      .update(conversationMembers)
      .set({ lastActivityAt: now })
      .where(eq(conversationMembers.conversationId, body.conversationId))
    // writing is reading
    await tx
      .update(conversationMembers)
      .set({ lastReadAt: now })
      .where(
        and(
          eq(conversationMembers.conversationId, body.conversationId),
          eq(conversationMembers.userId, sender.id),
        ),
      )
    const [message] = await tx
      .insert(messages)
      .values({
        conversationId: body.conversationId,
        senderId: sender.id,
        envelope: body.envelope,
        volume,
        createdAt: now,
      })
      .returning()
    if (!message) throw new Error('message not stored')
    await bindAttachments(tx, body.attachments, message)
    return message
  })
  ctx.events.publish('group.message.sent', {
    messageId: stored.id,
    conversationId: stored.conversationId,
    senderId: sender.id,
    memberIds: readers.map((reader) => reader.userId),
  })
  return presentMessage(stored, sender.address)
}
