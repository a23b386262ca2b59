import { Suspense } from 'react'
import { Route, Routes } from 'react-router'
import { FeedView } from '../features/feed/FeedView.tsx'
import { lazyWithRetry } from '../lib/lazyWithRetry.tsx'
import { ContentSkeleton } from './AppSkeleton.tsx'
import { NotFound } from './NotFound.tsx'
import { useNavigation } from './useNavigation.ts'

/** Its own chunk (assets/CommunityView-[hash].js): the first visit loads only the feed. */
export const CommunityView = lazyWithRetry<object>(() =>
  import('../features/community/CommunityView.tsx').then((m) => ({ default: m.CommunityView })),
)

function ActiveView() {
  const { activeView } = useNavigation()
  return activeView === 'community' ? <CommunityView /> : <FeedView />
}

/** `/` shows the feed or, with view=community, a community; `/dao/{id}` a community. */
export function AppRoutes() {
  return (
    <Suspense fallback={<ContentSkeleton />}>
      <Routes>
        <Route path="/" element={<ActiveView />} />
        <Route path="/dao/:communityId" element={<ActiveView />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  )
}
