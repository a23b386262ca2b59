import { PostCardSkeleton } from './PostCardSkeleton.tsx'

/** Three post-shaped cards where the content will be. */
export function ContentSkeleton() {
  return (
    <div className="view" role="status" aria-label="Loading">
      <PostCardSkeleton />
      <PostCardSkeleton />
      <PostCardSkeleton />
    </div>
  )
}
