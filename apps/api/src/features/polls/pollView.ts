import type { Poll } from '@agora/domain'
import { and, eq, inArray } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { pollVotes, postPolls } from '../../db/schema/polls.ts'

type PollRow = typeof postPolls.$inferSelect

/** Past this many, the posts known to have no poll are forgotten (and asked about again). */
const MAX_KNOWN_POLLLESS = 50_000
/**
 * Posts known to have no poll. A poll is written in its post's own transaction and never
 * added later, so a post seen without one never has one: most pages then need no poll read.
 * (Post ids are random UUIDs, so one set serves every database this process opens.)
 */
const pollless = new Set<string>()

/**
 * The polls of a page of posts, by post id, with the viewer's choices: one read for the
 * polls of the posts not known to have none and, when the page has polls and someone signed
 * in is reading, one for their votes.
 */
export async function pollsOf(
  ctx: AppContext,
  postIds: string[],
  viewerId: string | null,
): Promise<ReadonlyMap<string, Poll>> {
  const asked = postIds.filter((postId) => !pollless.has(postId))
  if (asked.length === 0) return new Map()
  const rows = await ctx.db.select().from(postPolls).where(inArray(postPolls.postId, asked))
  rememberPollless(asked, rows)
  if (rows.length === 0) return new Map()
  const choices = viewerId
    ? await viewerChoicesOf(
        ctx,
        viewerId,
        rows.map((row) => row.postId),
      )
    : new Map<string, number>()
  const now = ctx.clock.now()
  return new Map(
    rows.map((row) => [row.postId, presentPoll(row, choices.get(row.postId) ?? null, now)]),
  )
}

function rememberPollless(asked: string[], rows: PollRow[]) {
  if (pollless.size + asked.length > MAX_KNOWN_POLLLESS) pollless.clear()
  const polled = new Set(rows.map((row) => row.postId))
  for (const postId of asked) if (!polled.has(postId)) pollless.add(postId)
}

/** The same polls with `viewerId`'s choices, for the posts where they voted. */
export async function viewerPollsOf(
  ctx: AppContext,
  posts: { id: string; poll: Poll | null }[],
  viewerId: string,
): Promise<ReadonlyMap<string, Poll>> {
  const polled = posts.filter((post) => post.poll !== null)
  if (polled.length === 0) return new Map()
  const choices = await viewerChoicesOf(
    ctx,
    viewerId,
    polled.map((post) => post.id),
  )
  return new Map(
    polled.flatMap((post) => {
      const viewerChoice = choices.get(post.id)
      return post.poll && viewerChoice !== undefined
        ? [[post.id, { ...post.poll, viewerChoice }] as const]
        : []
    }),
  )
}

export function presentPoll(row: PollRow, viewerChoice: number | null, now: Date): Poll {
  return {
    choices: row.choices.map((text, index) => ({ text, votes: row.voteCounts[index] ?? 0 })),
    total: row.voteCounts.reduce((sum, count) => sum + count, 0),
    endsAt: row.endsAt.toISOString(),
    closed: row.endsAt.getTime() <= now.getTime(),
    viewerChoice,
  }
}

async function viewerChoicesOf(ctx: AppContext, viewerId: string, postIds: string[]) {
  const rows = await ctx.db
    .select({ postId: pollVotes.postId, choice: pollVotes.choice })
    .from(pollVotes)
    .where(and(eq(pollVotes.userId, viewerId), inArray(pollVotes.postId, postIds)))
  return new Map(rows.map((row) => [row.postId, row.choice]))
}
