import { useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { t } from '../../i18n/i18n.ts'
import { Avatar } from '../../ui/Avatar.tsx'
import { useAuth } from '../auth/useAuth.ts'
import { useMenuKeyboard } from './useMenuKeyboard.ts'
import { WalletMenuItems } from './WalletMenuItems.tsx'
import './AccountMenu.css'

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
  const onMenuKeyDown = useMenuKeyboard(root, open, () => {
    close()
    button.current?.focus()
  })

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
      >
        <Avatar person={user} size={28} />
        <span className="account-menu__name">{shownName}</span>
      </button>
      {open && (
        <div
          id={menuId}
          className="account-menu__panel"
          role="menu"
          aria-label={t('account.menu.label')}
          onKeyDown={onMenuKeyDown}
          onClick={close}
        >
          <div className="account-menu__identity" role="presentation">
            <strong>{user.displayName ?? `@${name}`}</strong>
            {user.displayName && <span>@{name}</span>}
            <span>{user.email ?? (user.address ? shortAddress(user.address) : '')}</span>
            {auth.isOfflineSession && (
              <span className="account-menu__offline">{t('account.menu.offlineNote')}</span>
            )}
          </div>
          <Link role="menuitem" className="account-menu__item" to="/account">
            {t('account.menu.account')}
          </Link>
          <Link role="menuitem" className="account-menu__item" to="/orders">
            {t('account.menu.orders')}
          </Link>
          <Link role="menuitem" className="account-menu__item" to="/sell">
            {t('account.menu.selling')}
          </Link>
          <WalletMenuItems hasLinkedWallet={Boolean(user.address)} />
          <Link role="menuitem" className="account-menu__item" to="/account/verification">
            {t('account.menu.verification')}
          </Link>
          <Link role="menuitem" className="account-menu__item" to="/account/preferences">
            {t('account.menu.preferences')}
          </Link>
          {auth.isAdmin && (
            <Link role="menuitem" className="account-menu__item" to="/admin">
              {t('account.menu.admin')}
            </Link>
          )}
          <button
            role="menuitem"
            type="button"
            className="account-menu__item account-menu__item--danger"
            onClick={() => void auth.logout()}
          >
            {t('account.menu.logOut')}
          </button>
        </div>
      )}
    </div>
  )
}

function shortAddress(address: string) {
  return `${address.slice(0, 6)}…${address.slice(-4)}`
}
