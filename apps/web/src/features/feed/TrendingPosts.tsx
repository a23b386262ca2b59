import { Link } from 'react-router'
import { countOf } from '../../lib/plural.ts'
import { displayName } from '../../lib/shortAddress.ts'
import { SidebarCard } from '../../ui/SidebarCard.tsx'
import { communityHref } from '../communities/CommunityLink.tsx'
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
      title="Trending posts"
      query={feed}
      count={posts.length}
      what="trending posts"
      empty="Nothing is trending yet. React and comment to get things going."
    >
      {posts.map((post) => (
        <li key={post.id}>
          <Link
            className="sidebar-item"
            to={post.communityId ? communityHref(post.communityId, post.id) : '/?feed=trending'}
          >
            <span className="sidebar-item__title">{post.content}</span>
            <span className="sidebar-item__meta">
              {displayName(post.author)} · {countOf(totalReactions(post), 'reaction')} ·{' '}
              {countOf(post.commentCount, 'comment')}
            </span>
          </Link>
        </li>
      ))}
    </SidebarCard>
  )
}
