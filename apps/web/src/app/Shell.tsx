import { SKELETON_DURATION_MS } from '@agora/domain'
import { useQueryClient } from '@tanstack/react-query'
import { Suspense, useEffect, useLayoutEffect } from 'react'
import { useLocation } from 'react-router'
import { SignInSheetHost } from '../features/auth/SignInSheetHost.tsx'
import { feedQueryOptions, HOME_FEED } from '../features/feed/data.ts'
import { LiveConnection } from '../features/live/LiveConnection.tsx'
import { OfflineQueueHost } from '../features/offline/OfflineQueueHost.tsx'
import { markFirstContentShown } from '../lib/afterFirstContent.ts'
import { afterFirstContentfulPaint } from '../lib/afterFirstContentfulPaint.ts'
import { lazyWithRetry } from '../lib/lazyWithRetry.tsx'
import { useNavigation } from '../lib/useNavigation.ts'
import { ContentSkeleton } from '../ui/ContentSkeleton.tsx'
import { AppErrorBoundary } from './AppErrorBoundary.tsx'
import { AppRoutes, CommunityView, FeedView } from './AppRoutes.tsx'
import { SidebarSkeleton } from './AppSkeleton.tsx'
import { documentTitle } from './documentTitle.ts'
import { Header } from './Header.tsx'
import { ModalTargetsProvider } from './ModalTargetsProvider.tsx'
import { OfflineBanner } from './OfflineBanner.tsx'
import { showsSocialColumn } from './pages.ts'
import { Toaster } from './Toaster.tsx'
import { useDelay } from './useDelay.ts'
import { useScrollOnNavigate } from './useScrollOnNavigate.ts'
import './app.css'
import { t } from '../i18n/i18n.ts'

// both columns appear only after the skeleton: their code loads while it shows
const LeftSidebar = lazyWithRetry<object>(() =>
  import('./LeftSidebar.tsx').then((m) => ({ default: m.LeftSidebar })),
)
const RightSidebar = lazyWithRetry<object>(() =>
  import('./RightSidebar.tsx').then((m) => ({ default: m.RightSidebar })),
)
// nothing opens a modal before the content is shown: their hosts come with it
const SocialModals = lazyWithRetry<object>(() =>
  import('./SocialModals.tsx').then((m) => ({ default: m.SocialModals })),
)
const WelcomeHost = lazyWithRetry<object>(() =>
  import('./WelcomeHost.tsx').then((m) => ({ default: m.WelcomeHost })),
)
// the service worker starts after the content is shown (afterFirstContent): so do its notices
const ServiceWorkerNotices = lazyWithRetry<object>(() =>
  import('./ServiceWorkerNotices.tsx').then((m) => ({ default: m.ServiceWorkerNotices })),
)
const SKELETON_SHOWN_MARK = 'agora:skeleton-shown'

const rightSidebarPlaceholder = <div className="right-sidebar" aria-hidden="true" />

/**
 * The page frame: header, left navigation, main content and the right column. For the
 * first 1500 ms the sidebar and content are skeletons of the same geometry, then the content
 * fades in.
 */
export function Shell() {
  const navigation = useNavigation()
  const location = useLocation()
  const ready = useDelay(SKELETON_DURATION_MS)
  // when the skeleton is in the page (User Timing): what its 1500 ms are measured from
  useLayoutEffect(() => void performance.mark(SKELETON_SHOWN_MARK), [])
  const { sidebarCollapsed, isMobile, activeView } = navigation
  const rightSidebarVisible = navigation.rightSidebarVisible && showsSocialColumn(location.pathname)

  // the mobile drawer closes with Escape, like any overlay
  const drawerOpen = isMobile && !sidebarCollapsed
  const { setSidebarCollapsed } = navigation
  useEffect(() => {
    if (!drawerOpen) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setSidebarCollapsed(true)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [drawerOpen, setSidebarCollapsed])

  useEffect(() => {
    document.title = documentTitle(location.pathname)
  }, [location.pathname])
  useScrollOnNavigate()

  // once the content has faded in: the monitoring and the worker's downloads wait for it
  useEffect(() => {
    if (!ready) return
    // (reading the animations brings the page's styles up to date: the fade is among them)
    const fadingIn = (document.getAnimations?.() ?? []).filter(
      (animation) => (animation as CSSAnimation).animationName === 'fade-in',
    )
    void Promise.allSettled(fadingIn.map((animation) => animation.finished)).then(
      markFirstContentShown,
    )
  }, [ready])

  // fetch what the first view needs while the skeleton shows, so it is there when content appears
  const queryClient = useQueryClient()
  const plainHome = location.pathname === '/' && location.search === ''
  // (after the skeleton's first paint, which must not wait for them)
  useEffect(
    () =>
      afterFirstContentfulPaint(() => {
        void LeftSidebar.preload()
        void SocialModals.preload()
        void WelcomeHost.preload()
        void ServiceWorkerNotices.preload()
      }),
    [],
  )
  useEffect(() => {
    if (rightSidebarVisible) return afterFirstContentfulPaint(() => void RightSidebar.preload())
  }, [rightSidebarVisible])
  useEffect(
    () =>
      afterFirstContentfulPaint(() => {
        if (activeView === 'community') void CommunityView.preload()
        else void FeedView.preload()
        if (activeView === 'feed' && plainHome)
          void queryClient.prefetchInfiniteQuery(feedQueryOptions(HOME_FEED))
      }),
    [activeView, plainHome, queryClient],
  )

  // phones have bottom tabs in place of the rail: their box is there from the first paint
  const sidebarSkeleton = (
    <>
      <SidebarSkeleton />
      {isMobile && <div className="bottom-tabs" aria-hidden="true" />}
    </>
  )

  return (
    <ModalTargetsProvider>
      <div
        className="shell"
        data-sidebar={sidebarCollapsed ? 'collapsed' : 'expanded'}
        data-right={rightSidebarVisible ? 'visible' : 'hidden'}
        data-layout={isMobile ? 'mobile' : 'desktop'}
      >
        <a className="skip-link" href="#main">
          {t('app.shell.skipToContent')}
        </a>
        <Header />
        <div className="shell__body">
          {ready ? (
            <Suspense fallback={sidebarSkeleton}>
              <LeftSidebar />
            </Suspense>
          ) : (
            sidebarSkeleton
          )}
          {drawerOpen && (
            <button
              type="button"
              className="shell__backdrop"
              aria-label={t('app.shell.closeMenu')}
              tabIndex={-1}
              onClick={() => setSidebarCollapsed(true)}
            />
          )}
          <main id="main" className="shell__main" tabIndex={-1} aria-busy={!ready}>
            {ready ? (
              <div className="fade-in">
                <AppErrorBoundary resetKey={location.pathname + location.search}>
                  <AppRoutes />
                </AppErrorBoundary>
              </div>
            ) : (
              <ContentSkeleton />
            )}
          </main>
          {rightSidebarVisible &&
            (ready ? (
              <Suspense fallback={rightSidebarPlaceholder}>
                <RightSidebar />
              </Suspense>
            ) : (
              rightSidebarPlaceholder
            ))}
        </div>
        {ready && (
          <Suspense fallback={null}>
            <SocialModals />
            <WelcomeHost />
            <ServiceWorkerNotices />
          </Suspense>
        )}
        <SignInSheetHost />
        {ready && <OfflineQueueHost />}
        <OfflineBanner />
        <Toaster />
        <LiveConnection />
      </div>
    </ModalTargetsProvider>
  )
}
