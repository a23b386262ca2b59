import { EmptyState } from '../../ui/EmptyState.tsx'

/** The home feed. Posts arrive with the feed API; until then it says there are none. */
export function FeedView() {
  return (
    <div className="view">
      <header className="view__header">
        <h1>Home</h1>
        <p>Posts from across Agora's communities.</p>
      </header>
      <EmptyState icon="inbox" title="No posts yet">
        When people post in their communities, the posts show up here.
      </EmptyState>
    </div>
  )
}
