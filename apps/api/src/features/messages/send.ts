import {
  BadRequestError,
  ConflictError,
  type Message,
  type MessageContext,
  messageVolume,
  NotFoundError,
  type SendMessage,
} from '@agora/domain'
import { and, eq, or } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { listings, orders } from '../../db/schema/marketplace.ts'
import { conversationMembers, conversations, messages } from '../../db/schema/messages.ts'
import type { Viewer } from '../../http/viewer.ts'
import { bindAttachments } from './attachments.ts'
import { checkFirstContactRate, recipientStatus } from './consent.ts'
import { memberSide } from './conversations.ts'
import { checkEnvelopeReaders } from './envelopeReaders.ts'
import { messagingKeyOf } from './keys.ts'
import { presentMessage } from './messageView.ts'
import { sendToMembers } from './sendToMembers.ts'
import { findUserByAddressOrHandle, type UserRow, userById, walletRequired } from './users.ts'
import { checkMessageVolume } from './volume.ts'

/**
 * Stores one sealed message, starting the conversation if needed. The server checks who
 * may write to whom and that the envelope is sealed for exactly the two of them (or a
 * group's members) with the sender's published key; it cannot and does not look inside.
 */
export async function sendMessage(
  ctx: AppContext,
  viewer: Viewer,
  body: SendMessage,
): Promise<Message> {
  const sender = await userById(ctx, viewer.userId)
  if (!sender.address) throw walletRequired()
  const senderKey = await messagingKeyOf(ctx, sender.id)
  if (!senderKey) throw new ConflictError('MESSAGING_KEY_NOT_FOUND', { whose: 'sender' })

  const side = body.conversationId ? await memberSide(ctx, body.conversationId, sender.id) : null
  if (side && !side.peerId)
    return sendToMembers(ctx, { ...sender, address: sender.address }, senderKey.publicKey, {
      ...body,
      conversationId: side.conversationId,
    })
  const recipient = side?.peerId
    ? await userById(ctx, side.peerId)
    : await findUserByAddressOrHandle(ctx, body.recipient ?? '')
  if (recipient.id === sender.id) throw new BadRequestError('CANNOT_MESSAGE_SELF')
  if (!recipient.address || !(await messagingKeyOf(ctx, recipient.id)))
    throw new ConflictError('MESSAGING_KEY_NOT_FOUND', { whose: 'peer' })
  checkEnvelopeReaders(body.envelope, senderKey.publicKey, [sender.address, recipient.address])

  const pairKey = [sender.id, recipient.id].sort().join(':')
  const [existing] = await ctx.db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.pairKey, pairKey))
  const sides = existing ? await sidesOf(ctx, existing.id) : new Map()
  const status = await recipientStatus(ctx, sender, recipient, sides.get(recipient.id) ?? null)
  if (!existing) await checkFirstContactRate(ctx, sender.id)
  if (body.context) await checkContext(ctx, body.context, sender, recipient)
  const volume = messageVolume(body.envelope.ciphertext)
  await checkMessageVolume(ctx, sender.id, existing?.id ?? null, volume)

  const now = ctx.clock.now()
  const stored = await ctx.db.transaction(async (tx) => {
    await tx
      .insert(conversations)
      .values({ pairKey, initiatorId: sender.id, createdAt: now })
      .onConflictDoNothing()
    const [conversation] = await tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(eq(conversations.pairKey, pairKey))
    if (!conversation) throw new Error('conversation vanished')
    // writing is reading: the sender's side is active and read up to now
    await tx
      .insert(conversationMembers)
      .values([
        {
          conversationId: conversation.id,
          userId: sender.id,
          peerId: recipient.id,
          status: 'active',
          lastReadAt: now,
          lastActivityAt: now,
        },
        {
          conversationId: conversation.id,
          userId: recipient.id,
          peerId: sender.id,
          status,
          lastActivityAt: now,
        },
      ])
      .onConflictDoNothing()
    await tx
      .update(conversationMembers)
      .set({ status: 'active', lastReadAt: now, lastActivityAt: now })
      .where(sideOf(conversation.id, sender.id))
    await tx
      .update(conversationMembers)
      .set({ status, lastActivityAt: now })
      .where(sideOf(conversation.id, recipient.id))
    const [message] = await tx
      .insert(messages)
      .values({
        conversationId: conversation.id,
        senderId: sender.id,
        envelope: body.envelope,
        context: body.context ?? null,
        volume,
        createdAt: now,
      })
      .returning()
    if (!message) throw new Error('message not stored')
    await bindAttachments(tx, body.attachments, message)
    return message
  })
  ctx.events.publish('message.sent', {
    messageId: stored.id,
    conversationId: stored.conversationId,
    senderId: sender.id,
    recipientId: recipient.id,
  })
  return presentMessage(stored, sender.address)
}

function sideOf(conversationId: string, userId: string) {
  return and(
    eq(conversationMembers.conversationId, conversationId),
    eq(conversationMembers.userId, userId),
  )
}

async function sidesOf(ctx: AppContext, conversationId: string) {
  const rows = await ctx.db
    .select({ userId: conversationMembers.userId, status: conversationMembers.status })
    .from(conversationMembers)
    .where(eq(conversationMembers.conversationId, conversationId))
  return new Map(rows.map((row) => [row.userId, row.status]))
}

/** A listing must exist; an order must be between the two people. */
async function checkContext(ctx: AppContext, context: MessageContext, a: UserRow, b: UserRow) {
  if (context.listingId) {
    const [listing] = await ctx.db
      .select({ id: listings.id })
      .from(listings)
      .where(eq(listings.id, context.listingId))
    if (!listing) throw new NotFoundError('LISTING_NOT_FOUND')
  }
  if (context.orderId) {
    const [order] = await ctx.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.id, context.orderId),
          or(
            and(eq(orders.buyerId, a.id), eq(orders.sellerId, b.id)),
            and(eq(orders.buyerId, b.id), eq(orders.sellerId, a.id)),
          ),
        ),
      )
    if (!order) throw new NotFoundError('MESSAGE_ORDER_NOT_FOUND')
  }
}
