import { formatCompact } from '../../i18n/format.ts'
import { t } from '../../i18n/i18n.ts'

/** "1 member", "12 members", "1.2K members". */
export const memberCountText = (count: number) =>
  t('communities.memberCount', { count, formatted: formatCompact(count) })
