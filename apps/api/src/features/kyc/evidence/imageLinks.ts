import { webcrypto } from 'node:crypto'
import { ForbiddenError, KYC_IMAGE_LINK_SECONDS } from '@agora/domain'
import type { AppContext } from '../../../context.ts'

const encoder = new TextEncoder()

function linkPayload(imageId: string, reviewerId: string, expires: number) {
  // a purpose prefix, so this signature can never stand for a session token
  return encoder.encode(`kyc-image\n${imageId}\n${reviewerId}\n${expires}`)
}

/** A link to one document picture for one reviewer, valid for a few minutes. */
export async function signImageLink(ctx: AppContext, imageId: string, reviewerId: string) {
  const expires = Math.floor(ctx.clock.now().getTime() / 1000) + KYC_IMAGE_LINK_SECONDS
  const signature = await webcrypto.subtle.sign(
    'HMAC',
    ctx.jwtKey,
    linkPayload(imageId, reviewerId, expires),
  )
  const sig = Buffer.from(signature).toString('base64url')
  return {
    url: `/api/kyc/images/${imageId}?expires=${expires}&sig=${sig}`,
    expiresAt: new Date(expires * 1000),
  }
}

/** Refuses a link that is not this reviewer's, was altered, or has expired. */
export async function checkImageLink(
  ctx: AppContext,
  link: { imageId: string; expires: number; sig: string },
  viewerId: string,
) {
  const valid = await webcrypto.subtle.verify(
    'HMAC',
    ctx.jwtKey,
    Buffer.from(link.sig, 'base64url'),
    linkPayload(link.imageId, viewerId, link.expires),
  )
  if (!valid) throw new ForbiddenError('KYC_LINK_INVALID')
  if (link.expires * 1000 <= ctx.clock.now().getTime()) throw new ForbiddenError('KYC_LINK_EXPIRED')
}
