import { PROPOSAL_CLOSING_NOTICE_MS } from '@agora/domain'
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { proposals } from '../../db/schema/governance.ts'
import { announceInFeed } from '../proposalCards/announceInFeed.ts'
import { type ProposalRow, settleProposal } from './results.ts'

const BATCH = 100

/**
 * Tells the community a proposal opened, once: the first instance to mark it puts its card in
 * the community's feed and raises `proposal.opened` (the notifier writes the inbox rows).
 */
export async function announceOpened(
  ctx: AppContext,
  row: Pick<ProposalRow, 'id' | 'communityId'>,
) {
  const announced = await ctx.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(proposals)
      .set({ openedNoticeAt: ctx.clock.now() })
      .where(and(eq(proposals.id, row.id), isNull(proposals.openedNoticeAt)))
      .returning({
        id: proposals.id,
        communityId: proposals.communityId,
        authorId: proposals.authorId,
        startsAt: proposals.startsAt,
      })
    return claimed ? { post: await announceInFeed(tx, claimed) } : null
  })
  if (!announced) return
  ctx.events.publish('proposal.opened', { proposalId: row.id, communityId: row.communityId })
  if (announced.post)
    ctx.events.publish('post.created', {
      postId: announced.post.id,
      authorId: announced.post.authorId,
      communityId: row.communityId,
    })
}

/**
 * What the clock moves: proposals that opened are announced, those closing within a day
 * are announced to members who have not voted (only when the vote runs longer than a day,
 * so the two notices never arrive together), and those over are settled. Run every minute.
 */
export async function runProposalTimers(ctx: AppContext) {
  const now = ctx.clock.now()
  const opened = await ctx.db
    .select({ id: proposals.id, communityId: proposals.communityId })
    .from(proposals)
    .where(
      and(
        isNull(proposals.openedNoticeAt),
        lte(proposals.startsAt, now),
        gt(proposals.endsAt, now),
      ),
    )
    .limit(BATCH)
  for (const row of opened) await announceOpened(ctx, row)

  const closingBy = new Date(now.getTime() + PROPOSAL_CLOSING_NOTICE_MS)
  const closing = await ctx.db
    .update(proposals)
    .set({ closingNoticeAt: now })
    .where(
      and(
        isNull(proposals.closingNoticeAt),
        lte(proposals.endsAt, closingBy),
        gt(proposals.endsAt, now),
        lte(proposals.startsAt, now),
        sql`${proposals.endsAt} - ${proposals.startsAt} > ${`${PROPOSAL_CLOSING_NOTICE_MS} milliseconds`}::interval`,
      ),
    )
    .returning({ id: proposals.id, communityId: proposals.communityId })
  for (const row of closing) {
    ctx.events.publish('proposal.closing', { proposalId: row.id, communityId: row.communityId })
  }

  const due = await ctx.db
    .select()
    .from(proposals)
    .where(and(isNull(proposals.outcome), lte(proposals.endsAt, now)))
    .orderBy(proposals.endsAt)
    .limit(BATCH)
  for (const row of due) await settleProposal(ctx, row)
}
