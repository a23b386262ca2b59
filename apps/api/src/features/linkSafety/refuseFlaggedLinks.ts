import { BadRequestError, flaggedLinkIn } from '@agora/domain'
import type { AppContext } from '../../context.ts'

/**
 * Refuses a text (a listing's title and description) that links a domain on the blocklist or
 * one that imitates a well-known crypto site (400 LINK_UNSAFE, naming the domain).
 */
export function refuseFlaggedLinks(ctx: AppContext, ...texts: (string | undefined)[]) {
  for (const text of texts) {
    const flag = text ? flaggedLinkIn(text, ctx.linkBlocklist.domains()) : null
    if (!flag) continue
    throw new BadRequestError('LINK_UNSAFE', {
      reason: flag.reason,
      host: flag.host,
      ...(flag.reason === 'lookalike' ? { imitates: flag.imitates } : {}),
    })
  }
}
