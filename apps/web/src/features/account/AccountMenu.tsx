import { useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
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
        Log in
      </Link>
    )
  }

  const name = user.handle
  const shownName = user.displayName ?? `@${name}`
  return (
    <div className="account-menu" ref={root}>
      {auth.isOfflineSession && (
        <span
          className="offline-session-badge"
          title="The server could not be reached: this session exists only in this browser"
        >
          Offline session
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
        aria-label={`Account menu for ${shownName}${user.displayName ? ` (@${name})` : ''}`}
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
          aria-label="Account"
          onKeyDown={onMenuKeyDown}
          onClick={close}
        >
          <div className="account-menu__identity" role="presentation">
            <strong>{user.displayName ?? `@${name}`}</strong>
            {user.displayName && <span>@{name}</span>}
            <span>{user.email ?? (user.address ? shortAddress(user.address) : '')}</span>
            {auth.isOfflineSession && (
              <span className="account-menu__offline">
                Signed in offline: the server could not be reached. Sign in again once it is back.
              </span>
            )}
          </div>
          <Link role="menuitem" className="account-menu__item" to="/account">
            Account
          </Link>
          <Link role="menuitem" className="account-menu__item" to="/orders">
            My orders
          </Link>
          <Link role="menuitem" className="account-menu__item" to="/sell">
            Selling
          </Link>
          <WalletMenuItems hasLinkedWallet={Boolean(user.address)} />
          <Link role="menuitem" className="account-menu__item" to="/account/verification">
            Identity verification
          </Link>
          <Link role="menuitem" className="account-menu__item" to="/account/preferences">
            Preferences
          </Link>
          {auth.isAdmin && (
            <Link role="menuitem" className="account-menu__item" to="/admin">
              Admin
            </Link>
          )}
          <button
            role="menuitem"
            type="button"
            className="account-menu__item account-menu__item--danger"
            onClick={() => void auth.logout()}
          >
            Log out
          </button>
        </div>
      )}
    </div>
  )
}

function shortAddress(address: string) {
  return `${address.slice(0, 6)}…${address.slice(-4)}`
}
