import { useLocation } from 'react-router'
import { t } from '../i18n/i18n.ts'
import { useNavigation } from '../lib/useNavigation.ts'
import { Icon } from '../ui/Icon.tsx'
import { showsSocialColumn } from './pages.ts'

/**
 * Hides or shows the right column (spec §2), remembered in the navigation preferences. Only
 * where the page has that column and the screen is wide enough for it.
 */
export function RightColumnToggle({ collapsed }: { collapsed: boolean }) {
  const navigation = useNavigation()
  const { pathname } = useLocation()
  if (navigation.isMobile || !showsSocialColumn(pathname)) return null
  const visible = navigation.rightSidebarVisible
  const label = visible ? t('app.nav.hideRightColumn') : t('app.nav.showRightColumn')
  return (
    <button
      type="button"
      className="nav-item left-sidebar__toggle"
      aria-label={label}
      title={collapsed ? label : undefined}
      onClick={() => navigation.setRightSidebarVisible(!visible)}
    >
      <Icon name={visible ? 'chevronRight' : 'chevronLeft'} />
      <span className="nav-item__label" aria-hidden="true">
        {label}
      </span>
    </button>
  )
}
