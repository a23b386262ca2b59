import { type NewPoll, pollEndsAt } from '@agora/domain'
import type { AppContext } from '../../context.ts'
import { postPolls } from '../../db/schema/polls.ts'

type Executor = Pick<AppContext['db'], 'insert'>

/** Writes a new post's poll, in the post's own transaction; nobody has voted yet. */
export async function insertPoll(db: Executor, postId: string, poll: NewPoll, openedAt: Date) {
  await db.insert(postPolls).values({
    postId,
    choices: poll.choices,
    voteCounts: poll.choices.map(() => 0),
    endsAt: pollEndsAt(openedAt, poll.durationHours),
    createdAt: openedAt,
  })
}
