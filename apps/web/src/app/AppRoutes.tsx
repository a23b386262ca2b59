import { Suspense } from 'react'
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router'
import { lazyWithRetry } from '../lib/lazyWithRetry.tsx'
import { useNavigation } from '../lib/useNavigation.ts'
import { userHref } from '../lib/userHref.ts'
import { ContentSkeleton } from '../ui/ContentSkeleton.tsx'
import {
  AccountPage,
  AdminArea,
  AdminAudit,
  AdminDevice,
  AdminKycQueue,
  AdminLoginPage,
  AdminReports,
  AdminUsers,
  ForgotPasswordPage,
  KycPage,
  LoginPage,
  PreferencesPage,
  RegisterPage,
  ResetPasswordPage,
  VerifyEmailPage,
} from './authRoutes.tsx'
import { MessagesArea, NotificationsPage } from './inboxRoutes.tsx'
import {
  ListingEditorPage,
  ListingPage,
  MarketplacePage,
  OffersPage,
  OrderPage,
  OrdersPage,
  SellerArea,
  StorePage,
  WalletPage,
} from './marketRoutes.tsx'
import { NotFound } from './NotFound.tsx'

/** A proposal's page is its own chunk (markdown rendering and voting come with it). */
const ProposalPage = lazyWithRetry<object>(() =>
  import('../features/proposals/ProposalPage.tsx').then((m) => ({ default: m.ProposalPage })),
)

/** A user's page: who they are, their posts, pictures and listings. */
const UserPage = lazyWithRetry<object>(() =>
  import('../features/users/UserPage.tsx').then((m) => ({ default: m.UserPage })),
)

/** The viewer's bookmarks, with their tabs: a chunk of its own. */
const SearchPage = lazyWithRetry<object>(() =>
  import('../features/search/SearchPage.tsx').then((m) => ({ default: m.SearchPage })),
)
const BookmarksPage = lazyWithRetry<object>(() =>
  import('../features/bookmarks/BookmarksPage.tsx').then((m) => ({ default: m.BookmarksPage })),
)

/**
 * The feed is its own chunk too: the shell requests it at start and it arrives while the
 * spec's 1500 ms skeleton shows, so it is not part of what the first paint waits for.
 */
export const FeedView = lazyWithRetry<object>(() =>
  import('../features/feed/FeedView.tsx').then((m) => ({ default: m.FeedView })),
)

/** Its own chunk (assets/CommunityView-[hash].js). */
export const CommunityView = lazyWithRetry<object>(() =>
  import('../features/feed/CommunityView.tsx').then((m) => ({ default: m.CommunityView })),
)

/** Where a flagged link leads first: the warning page, a chunk of its own. */
const LeavingPage = lazyWithRetry<object>(() =>
  import('../features/linkSafety/LeavingPage.tsx').then((m) => ({ default: m.LeavingPage })),
)

/** `/people/{handle}`, where a user's page used to be: old links keep working, tab and all. */
function OldUserPageAddress() {
  const { handle = '' } = useParams()
  const { search, hash } = useLocation()
  return <Navigate replace to={`${userHref(handle)}${search}${hash}`} />
}

function ActiveView() {
  const { activeView } = useNavigation()
  return activeView === 'community' ? <CommunityView /> : <FeedView />
}

/**
 * `/` shows the feed or, with view=community, a community; `/dao/{id}` a community. The
 * account, sign-in and admin screens are lazily loaded routes of their own.
 */
export function AppRoutes() {
  return (
    <Suspense fallback={<ContentSkeleton />}>
      <Routes>
        <Route path="/" element={<ActiveView />} />
        <Route path="/dao/:communityId" element={<ActiveView />} />
        <Route path="/proposals/:proposalId" element={<ProposalPage />} />
        <Route path="/users/:handle" element={<UserPage />} />
        <Route path="/people/:handle" element={<OldUserPageAddress />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/verify-email" element={<VerifyEmailPage />} />
        <Route path="/account" element={<AccountPage />} />
        <Route path="/account/preferences" element={<PreferencesPage />} />
        <Route path="/account/verification" element={<KycPage />} />
        <Route path="/admin/login" element={<AdminLoginPage />} />
        <Route path="/admin" element={<AdminArea />}>
          <Route index element={<AdminUsers />} />
          <Route path="kyc" element={<AdminKycQueue />} />
          <Route path="reports" element={<AdminReports />} />
          <Route path="audit" element={<AdminAudit />} />
          <Route path="device" element={<AdminDevice />} />
        </Route>
        <Route path="/market" element={<MarketplacePage />} />
        <Route path="/market/:listingId" element={<ListingPage />} />
        <Route path="/orders" element={<OrdersPage />} />
        <Route path="/orders/:orderId" element={<OrderPage />} />
        <Route path="/offers" element={<OffersPage />} />
        <Route path="/sell" element={<SellerArea />} />
        <Route path="/sell/listings/new" element={<ListingEditorPage />} />
        <Route path="/sell/listings/:listingId/edit" element={<ListingEditorPage />} />
        <Route path="/sell/:section" element={<SellerArea />} />
        <Route path="/store/:address" element={<StorePage />} />
        <Route path="/messages" element={<MessagesArea />} />
        <Route path="/messages/:conversationId" element={<MessagesArea />} />
        <Route path="/notifications" element={<NotificationsPage />} />
        <Route path="/bookmarks" element={<BookmarksPage />} />
        <Route path="/search" element={<SearchPage />} />
        <Route path="/wallet" element={<WalletPage />} />
        <Route path="/leaving" element={<LeavingPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  )
}
