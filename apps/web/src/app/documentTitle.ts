import { t } from '../i18n/i18n.ts'
import { pageTitleAt } from './pages.ts'

const APP_NAME = 'Agora'

/**
 * "Marketplace · Agora": every page names itself in the tab and in history (issue 18), in
 * the active language.
 */
export function documentTitle(pathname: string) {
  const title = pageTitleAt(pathname)
  return title ? t('app.pageTitle', { page: t(title) }) : APP_NAME
}
