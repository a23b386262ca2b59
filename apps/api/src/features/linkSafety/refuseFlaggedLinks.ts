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
    const { host } = flag
    switch (flag.reason) {
      case 'blocked':
        throw new BadRequestError(
          `This links ${host}, a known phishing or wallet-draining site: take the link out`,
          'LINK_UNSAFE',
        )
      case 'lookalike':
        throw new BadRequestError(
          `This links ${host}, which imitates ${flag.imitates}: take the link out`,
          'LINK_UNSAFE',
        )
      case 'mixedScripts':
        throw new BadRequestError(
          `This links ${host}, which mixes alphabets to look like another site: take the link out`,
          'LINK_UNSAFE',
        )
    }
  }
}
