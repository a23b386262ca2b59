import { type Poll, type Post, pollPercents } from '@agora/domain'
import { useState } from 'react'
import { formatRelativeTime } from '../../i18n/format.ts'
import { t } from '../../i18n/i18n.ts'
import { ApiError } from '../../lib/api.ts'
import { errorMessage } from '../../lib/errorMessage.ts'
import { keyed } from '../../lib/idempotencyKey.ts'
import { useModalTargets } from '../../lib/useModalTargets.ts'
import { useToast } from '../../ui/useToast.ts'
import { useAuth } from '../auth/useAuth.ts'
import { useVoteInPoll } from './data.ts'
import { pollBlockSize } from './pollSize.ts'
import './PostPoll.css'

/**
 * A post's poll: choices to vote for while it is open and the viewer has not voted; after
 * that, or once it ended, the results.
 */
export function PostPoll({ post, poll }: { post: Post; poll: Poll }) {
  const auth = useAuth()
  const closed = poll.closed || Date.parse(poll.endsAt) <= Date.now()
  const showResults = closed || poll.viewerChoice !== null
  return (
    <section
      className="post-poll"
      aria-label={t('polls.label')}
      style={{ minBlockSize: pollBlockSize(poll.choices.length) }}
    >
      {showResults ? (
        <PollResults poll={poll} />
      ) : auth.isAuthenticated ? (
        <PollChoices post={post} poll={poll} />
      ) : (
        <div className="post-poll__choices">
          {poll.choices.map((choice) => (
            <button
              key={choice.text}
              type="button"
              className="post-poll__choice"
              onClick={() => auth.requestSignIn()}
            >
              {choice.text}
            </button>
          ))}
        </div>
      )}
      <p className="post-poll__footer">
        {!showResults && !auth.isAuthenticated && (
          <>
            <button type="button" className="link-button" onClick={() => auth.requestSignIn()}>
              {t('polls.signInToVote')}
            </button>
            {' · '}
          </>
        )}
        {t('polls.votes', { count: poll.total })}
        {' · '}
        {closed
          ? t('polls.finalResults')
          : t('polls.endsIn', { when: formatRelativeTime(poll.endsAt) })}
      </p>
    </section>
  )
}

function PollChoices({ post, poll }: { post: Post; poll: Poll }) {
  const vote = useVoteInPoll()
  const { showToast } = useToast()
  const { openCommunityJoin } = useModalTargets()
  const [notMember, setNotMember] = useState(false)

  return (
    <fieldset className="post-poll__choices" disabled={vote.isPending}>
      <legend className="visually-hidden">{t('polls.choose')}</legend>
      {poll.choices.map((choice, index) => (
        <button
          key={choice.text}
          type="button"
          className="post-poll__choice"
          aria-label={t('polls.voteFor', { choice: choice.text })}
          onClick={() =>
            vote.mutate(keyed({ postId: post.id, choice: index }), {
              onError: (error) => {
                if (error instanceof ApiError && error.code === 'NOT_A_MEMBER')
                  return setNotMember(true)
                showToast(t('polls.notCounted', { error: errorMessage(error) }), { type: 'error' })
              },
            })
          }
        >
          {choice.text}
        </button>
      ))}
      {notMember && post.community && (
        <p className="post-poll__note" role="alert">
          {t('polls.membersOnly', { community: post.community.name })}{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => post.communityId && openCommunityJoin(post.communityId)}
          >
            {t('polls.join')}
          </button>
        </p>
      )}
    </fieldset>
  )
}

function PollResults({ poll }: { poll: Poll }) {
  const percents = pollPercents(poll.choices.map((choice) => choice.votes))
  return (
    <ul className="post-poll__results">
      {poll.choices.map((choice, index) => {
        const mine = poll.viewerChoice === index
        const percent = percents[index] ?? 0
        return (
          <li key={choice.text} className="post-poll__result" data-mine={mine || undefined}>
            <span className="post-poll__bar" style={{ inlineSize: `${percent}%` }} />
            <span className="post-poll__text">
              {choice.text}
              {mine && <span className="post-poll__mine"> ✓ {t('polls.yourChoice')}</span>}
            </span>
            <span className="post-poll__percent">{t('polls.percent', { percent })}</span>
          </li>
        )
      })}
    </ul>
  )
}
