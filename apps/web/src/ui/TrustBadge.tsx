import {
  type TrustBadgeKind,
  type TrustBadgeLayout,
  trustBadgeDelayS,
  type UiSize,
} from '@agora/domain'
import type { CSSProperties } from 'react'
import { cx } from './cx.ts'
import { Icon, type IconName } from './Icon.tsx'
import './TrustBadge.css'
import { t } from '../i18n/i18n.ts'

const ICONS: Record<TrustBadgeKind, IconName> = {
  verified: 'checkCircle',
  escrowProtected: 'lock',
  onChainCertified: 'link',
  daoApproved: 'landmark',
}

const ICON_SIZE: Record<UiSize, number> = { small: 12, medium: 14, large: 16 }

interface TrustBadgeProps {
  badges: readonly TrustBadgeKind[]
  /** `badges`: separate pills; `inline`: a compact row of icon and text */
  layout?: TrustBadgeLayout
  size?: UiSize
  className?: string
}

/** The trust signals a listing has earned; they appear one after another, 0.1 s apart. */
export function TrustBadge({
  badges,
  layout = 'badges',
  size = 'medium',
  className,
}: TrustBadgeProps) {
  if (badges.length === 0) return null
  return (
    <ul
      className={cx('trust-badges', `trust-badges--${layout}`, `trust-badges--${size}`, className)}
      aria-label={t('ui.trustBadges.label')}
    >
      {badges.map((badge, index) => (
        <li
          key={badge}
          className={cx('trust-badge', `trust-badge--${badge}`)}
          style={{ '--badge-delay': `${trustBadgeDelayS(index)}s` } as CSSProperties}
        >
          <Icon name={ICONS[badge]} size={ICON_SIZE[size]} />
          <span>{t(`ui.trustBadge.${badge}`)}</span>
        </li>
      ))}
    </ul>
  )
}
