import { useId } from 'react'
import { t } from '../i18n/i18n.ts'
import { GlassCard } from './GlassCard.tsx'
import { Icon } from './Icon.tsx'
import './SidebarCard.css'

/** What Agora is, in two lines: for visitors who have not signed in. */
export function AboutAgora() {
  const titleId = useId()
  return (
    <GlassCard as="section" aria-labelledby={titleId}>
      <h2 id={titleId} className="sidebar-card__title">
        <Icon name="sparkles" size={16} /> {t('app.about.title')}
      </h2>
      <p className="sidebar-card__text">{t('app.about.text')}</p>
    </GlassCard>
  )
}
