import { BadRequestError, type MessageEnvelope } from '@agora/domain'

/**
 * An envelope must be sealed with the sender's published key for exactly the conversation's
 * members by address, the sender included: so someone removed reads nothing that follows.
 */
export function checkEnvelopeReaders(
  envelope: MessageEnvelope,
  senderKey: string,
  readers: string[],
) {
  if (envelope.senderKey !== senderKey) throw new BadRequestError('ENVELOPE_SENDER_KEY_MISMATCH')
  const sealedFor = Object.keys(envelope.sealedFor).sort()
  const expected = [...new Set(readers.map((address) => address.toLowerCase()))].sort()
  if (sealedFor.join() !== expected.join())
    throw new BadRequestError('ENVELOPE_INVALID', {
      readers: readers.length > 2 ? 'group' : 'pair',
    })
}
