import type { AnnouncedProposal } from '@agora/domain'
import { inArray } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { proposals } from '../../db/schema/governance.ts'

/** The proposals a page of posts announces (their cards), by post id: one read per page. */
export async function announcedProposalsOf(
  ctx: AppContext,
  rows: { id: string; proposalId: string | null }[],
): Promise<ReadonlyMap<string, AnnouncedProposal>> {
  const announcing = rows.filter((row) => row.proposalId !== null)
  if (announcing.length === 0) return new Map()
  const found = await ctx.db
    .select({
      id: proposals.id,
      title: proposals.title,
      kind: proposals.kind,
      startsAt: proposals.startsAt,
      endsAt: proposals.endsAt,
      outcome: proposals.outcome,
    })
    .from(proposals)
    .where(
      inArray(
        proposals.id,
        announcing.map((row) => row.proposalId as string),
      ),
    )
  const cards = new Map(
    found.map((row) => [
      row.id,
      {
        ...row,
        startsAt: row.startsAt.toISOString(),
        endsAt: row.endsAt.toISOString(),
      } satisfies AnnouncedProposal,
    ]),
  )
  return new Map(
    announcing.flatMap((row) => {
      const card = cards.get(row.proposalId as string)
      return card ? [[row.id, card] as const] : []
    }),
  )
}
