import { Suspense, useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { t } from '../../i18n/i18n.ts'
import { lazyWithRetry } from '../../lib/lazyWithRetry.tsx'
import { Avatar } from '../../ui/Avatar.tsx'
import { useAuth } from '../auth/useAuth.ts'
import './AccountMenu.css'

const AccountMenuPanel = lazyWithRetry<
  Parameters<typeof import('./AccountMenuPanel.tsx').AccountMenuPanel>[0]
>(() => import('./AccountMenuPanel.tsx').then((m) => ({ default: m.AccountMenuPanel })))

/**
 * The signed-in person's one menu in the header: account, orders, selling, the wallet's
 * actions (or "Link wallet" for an e-mail account), verification, preferences, admin, log out.
 * Signed out, a 'Log in' link for e-mail sign-in. An offline session is labelled as such.
 */
export function AccountMenu() {
  const auth = useAuth()
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const close = () => setOpen(false)

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  if (auth.status === 'loading') return null
  const { user } = auth
  if (!user) {
    return (
      <Link className="account-login-link" to="/login">
        {t('account.menu.logIn')}
      </Link>
    )
  }

  const name = user.handle
  const shownName = user.displayName ?? `@${name}`
  return (
    <div className="account-menu" ref={root}>
      {auth.isOfflineSession && (
        <span className="offline-session-badge" title={t('account.menu.offlineBadgeTitle')}>
          {t('account.menu.offlineBadge')}
        </span>
      )}
      <button
        ref={button}
        type="button"
        className="account-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        // the label holds the name shown on the button (WCAG label in name)
        aria-label={
          user.displayName
            ? t('account.menu.buttonWithHandle', { name: shownName, handle: name })
            : t('account.menu.button', { name: shownName })
        }
        onClick={() => setOpen((value) => !value)}
        // the items' chunk is on its way before the click lands
        onPointerEnter={() => void AccountMenuPanel.preload()}
        onFocus={() => void AccountMenuPanel.preload()}
      >
        <Avatar user={user} size={28} />
        <bdi className="account-menu__name">{shownName}</bdi>
      </button>
      {open && (
        <Suspense fallback={null}>
          <AccountMenuPanel
            id={menuId}
            user={user}
            onClose={close}
            onDismiss={() => {
              close()
              button.current?.focus()
            }}
          />
        </Suspense>
      )}
    </div>
  )
}
