import { Suspense } from 'react'
import { Link } from 'react-router'
import { AccountMenu } from '../features/account/AccountMenu.tsx'
import { NotificationBell } from '../features/notifications/NotificationBell.tsx'
import { WalletSlot } from '../features/wallet/WalletSlot.tsx'
import { lazyWithRetry } from '../lib/lazyWithRetry.tsx'
import { useFirstContentfulPaint } from '../lib/useFirstContentfulPaint.ts'
import { ThemeToggle } from '../ui/ThemeToggle.tsx'
import './Header.css'

// out of the first load and loaded after the first paint; its box is there from that paint,
// so nothing moves when it comes
const HeaderSearch = lazyWithRetry<object>(() =>
  import('./HeaderSearch.tsx').then((m) => ({ default: m.HeaderSearch })),
)
const searchPlaceholder = <div className="header-search" aria-hidden="true" />

function Logo() {
  return (
    <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="agora-logo" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#4f46e5" />
          <stop offset="1" stopColor="#7c3aed" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill="url(#agora-logo)" />
      <path
        d="M16 7 8.5 25h3.6l1.5-3.8h4.8l1.5 3.8h3.6L16 7Zm-1.2 11.2L16 15l1.2 3.2h-2.4Z"
        fill="#fff"
      />
    </svg>
  )
}

export function Header() {
  const painted = useFirstContentfulPaint()
  return (
    <header className="app-header">
      <div className="app-header__inner">
        <Link to="/" className="brand">
          <Logo />
          <span>Agora</span>
        </Link>
        {painted ? (
          <Suspense fallback={searchPlaceholder}>
            <HeaderSearch />
          </Suspense>
        ) : (
          searchPlaceholder
        )}
        <div className="app-header__actions">
          <WalletSlot />
          <NotificationBell />
          <AccountMenu />
          <ThemeToggle showSettings />
        </div>
      </div>
    </header>
  )
}
