import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_OVERHEAD_BYTES,
  BadRequestError,
  NotFoundError,
} from '@agora/domain'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import type { Db } from '../../db/client.ts'
import { messageAttachments, messages } from '../../db/schema/messages.ts'
import type { Viewer } from '../../http/viewer.ts'
import { memberSide } from './conversations.ts'
import { checkMessageVolume } from './volume.ts'

/**
 * Keeps a file the sender's browser encrypted: opaque bytes, counted in their daily volume.
 * It belongs to nobody else until a message of theirs references it.
 */
export async function uploadAttachment(ctx: AppContext, viewer: Viewer, body: Buffer) {
  if (body.length === 0) throw new BadRequestError('ATTACHMENT_EMPTY')
  if (body.length > ATTACHMENT_MAX_BYTES + ATTACHMENT_OVERHEAD_BYTES)
    throw new BadRequestError('ATTACHMENT_TOO_LARGE', {
      maxMb: ATTACHMENT_MAX_BYTES / (1024 * 1024),
    })
  await checkMessageVolume(ctx, viewer.userId, null, body.length)
  const [row] = await ctx.db
    .insert(messageAttachments)
    .values({
      uploaderId: viewer.userId,
      bytes: body,
      size: body.length,
      createdAt: ctx.clock.now(),
    })
    .returning({ id: messageAttachments.id, size: messageAttachments.size })
  if (!row) throw new Error('attachment not stored')
  return row
}

/**
 * Binds the sender's uploaded, not yet sent files to their message, in its transaction: a
 * file of someone else, or one already sent, fails the whole message.
 */
export async function bindAttachments(
  tx: Pick<Db, 'update'>,
  ids: string[] | undefined,
  message: { id: string; conversationId: string; senderId: string },
) {
  if (!ids) return
  const unique = [...new Set(ids)]
  const bound = await tx
    .update(messageAttachments)
    .set({ messageId: message.id, conversationId: message.conversationId })
    .where(
      and(
        inArray(messageAttachments.id, unique),
        eq(messageAttachments.uploaderId, message.senderId),
        isNull(messageAttachments.messageId),
      ),
    )
    .returning({ id: messageAttachments.id })
  if (bound.length !== unique.length) throw new BadRequestError('ATTACHMENT_INVALID')
}

/**
 * The encrypted bytes, for a member of the conversation whose message references the file
 * (in a group, one who was there when it was sent); anyone else gets a 404.
 */
export async function downloadAttachment(ctx: AppContext, viewer: Viewer, id: string) {
  const [row] = await ctx.db
    .select({ attachment: messageAttachments, sentAt: messages.createdAt })
    .from(messageAttachments)
    .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
    .where(eq(messageAttachments.id, id))
  if (!row?.attachment.conversationId) throw new NotFoundError('ATTACHMENT_NOT_FOUND')
  const side = await memberSide(ctx, row.attachment.conversationId, viewer.userId).catch(() => null)
  if (!side || (!side.peerId && side.joinedAt > row.sentAt))
    throw new NotFoundError('ATTACHMENT_NOT_FOUND')
  return row.attachment.bytes
}
