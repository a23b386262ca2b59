import { Link } from 'react-router'
import { t } from '../../i18n/i18n.ts'
import { richMessage } from '../../i18n/richMessage.tsx'
import { displayName } from '../../lib/shortAddress.ts'
import { SidebarCard } from '../../ui/SidebarCard.tsx'
import { postHref } from '../posts/postHref.ts'
import { totalReactions } from '../posts/reactions.ts'
import { TRENDING_POSTS, useFeed } from './data.ts'

/** The five posts with the most engagement in the last 24 hours. */
export function TrendingPosts() {
  const feed = useFeed(TRENDING_POSTS)
  const posts = feed.data?.pages[0]?.data.slice(0, 5) ?? []
  return (
    <SidebarCard
      titleId="trending-posts-title"
      icon="trending"
      title={t('feed.trending.title')}
      query={feed}
      count={posts.length}
      what={t('feed.trending.what')}
      empty={t('feed.trending.empty')}
    >
      {posts.map((post) => (
        <li key={post.id}>
          <Link className="sidebar-item" to={postHref(post.id, post.communityId)}>
            <span className="sidebar-item__title" dir="auto">
              {post.content}
            </span>
            <span className="sidebar-item__meta">
              {richMessage(
                'feed.trending.meta',
                { author: <bdi>{displayName(post.author)}</bdi> },
                { reactions: totalReactions(post), comments: post.commentCount },
              )}
            </span>
          </Link>
        </li>
      ))}
    </SidebarCard>
  )
}
