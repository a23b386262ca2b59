import { BadRequestError, ConflictError } from '@agora/domain'
import type { AppContext } from '../../context.ts'
import type { Viewer } from '../../http/viewer.ts'
import { recipientStatus } from '../messages/consent.ts'
import { messagingKeyOf } from '../messages/keys.ts'
import { findUserByAddressOrHandle, userById, walletRequired } from '../messages/users.ts'

/**
 * Tells a person without a messaging key that someone has a first message waiting for them
 * ("set up messages to read it"). The message stays sealed in the writer's browser until the
 * recipient publishes a key, then goes out like any other: the server never holds it, only
 * the inbox row naming the writer. Whoever could not write to the person may not ask either.
 */
export async function requestToMessage(ctx: AppContext, viewer: Viewer, recipientRef: string) {
  const sender = await userById(ctx, viewer.userId)
  if (!sender.address) throw walletRequired()
  if (!(await messagingKeyOf(ctx, sender.id)))
    throw new ConflictError('MESSAGING_KEY_NOT_FOUND', { whose: 'sender' })
  const recipient = await findUserByAddressOrHandle(ctx, recipientRef)
  if (recipient.id === sender.id) throw new BadRequestError('CANNOT_MESSAGE_SELF')
  if (recipient.address && (await messagingKeyOf(ctx, recipient.id)))
    throw new ConflictError('MESSAGING_KEY_PUBLISHED')
  // no conversation exists before the recipient has a key: their settings and blocks decide
  await recipientStatus(ctx, sender, recipient, null)
  ctx.events.publish('message.requested', { senderId: sender.id, recipientId: recipient.id })
  return { recipientId: recipient.id }
}
