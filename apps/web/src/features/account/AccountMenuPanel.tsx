import type { User } from '@agora/domain'
import { useRef } from 'react'
import { Link } from 'react-router'
import { t } from '../../i18n/i18n.ts'
import { Ltr } from '../../ui/Ltr.tsx'
import { useAuth } from '../auth/useAuth.ts'
import { useMenuKeyboard } from './useMenuKeyboard.ts'
import { WalletMenuItems } from './WalletMenuItems.tsx'

type AccountMenuPanelProps = {
  id: string
  user: User
  /** closes the menu (a click on an item) */
  onClose: () => void
  /** closes it from the keyboard, focus back on the menu's button */
  onDismiss: () => void
}

/** The account menu's items: loaded when the menu is first wanted, not with the page. */
export function AccountMenuPanel({ id, user, onClose, onDismiss }: AccountMenuPanelProps) {
  const auth = useAuth()
  const panel = useRef<HTMLDivElement>(null)
  const onMenuKeyDown = useMenuKeyboard(panel, true, onDismiss)
  const name = user.handle
  return (
    <div
      ref={panel}
      id={id}
      className="account-menu__panel"
      role="menu"
      aria-label={t('account.menu.label')}
      onKeyDown={onMenuKeyDown}
      onClick={onClose}
    >
      <div className="account-menu__identity" role="presentation">
        <bdi>
          <strong>{user.displayName ?? `@${name}`}</strong>
        </bdi>
        {user.displayName && <Ltr as="span">@{name}</Ltr>}
        <Ltr as="span">{user.email ?? (user.address ? shortAddress(user.address) : '')}</Ltr>
        {auth.isOfflineSession && (
          <span className="account-menu__offline">{t('account.menu.offlineNote')}</span>
        )}
        {auth.isUnconfirmedSession && (
          <span className="account-menu__offline">{t('account.menu.rememberedNote')}</span>
        )}
      </div>
      <Link role="menuitem" className="account-menu__item" to="/account">
        {t('account.menu.account')}
      </Link>
      <Link role="menuitem" className="account-menu__item" to="/orders">
        {t('account.menu.orders')}
      </Link>
      <Link role="menuitem" className="account-menu__item" to="/bookmarks">
        {t('account.menu.bookmarks')}
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
  )
}

function shortAddress(address: string) {
  return `${address.slice(0, 6)}…${address.slice(-4)}`
}
