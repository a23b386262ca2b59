import { type LinkFlag, linkFlag, unicodeHost } from '@agora/domain'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { t } from '../../i18n/i18n.ts'
import { useLinkBlocklist } from '../../lib/linkBlocklist.ts'
import { Button } from '../../ui/Button.tsx'
import { GlassCard } from '../../ui/GlassCard.tsx'
import { Icon } from '../../ui/Icon.tsx'
import { safeHref } from '../../ui/richText.ts'
import './LeavingPage.css'

const NOTHING_LISTED: ReadonlySet<string> = new Set()

/**
 * `/leaving?to=…`: where a flagged link leads first. It names the domain and why it was
 * flagged, and offers Go back and Continue anyway (a plain link the person chooses to follow).
 */
export function LeavingPage() {
  const [params] = useSearchParams()
  const href = safeHref(params.get('to') ?? '')
  const { domains, failed } = useLinkBlocklist()
  const navigate = useNavigate()
  // opened from a link in Agora: back to it; opened on its own (the first page): to the feed
  const cameFromAgora = useLocation().key !== 'default'
  const goBack = () => (cameFromAgora ? navigate(-1) : navigate('/'))

  if (!href) {
    return (
      <div className="view leaving">
        <GlassCard padding="large" className="leaving__card">
          <h1>{t('linkSafety.leaving.title')}</h1>
          <p>{t('linkSafety.leaving.invalid')}</p>
          <Button variant="secondary" onClick={goBack}>
            {t('linkSafety.leaving.back')}
          </Button>
        </GlassCard>
      </div>
    )
  }

  const host = new URL(href).hostname
  const shown = unicodeHost(host)
  const flag = linkFlag(href, domains ?? NOTHING_LISTED)
  const checking = !flag && !domains && !failed
  return (
    <div className="view leaving">
      <GlassCard padding="large" className="leaving__card">
        <h1>
          {flag && <Icon name="alert" />} {t('linkSafety.leaving.title')}
        </h1>
        <p>{t('linkSafety.leaving.destination', { host })}</p>
        {shown !== host && <p>{t('linkSafety.leaving.shownAs', { shown })}</p>}
        <p className={flag ? 'leaving__reason leaving__reason--flagged' : 'leaving__reason'}>
          {checking ? t('linkSafety.leaving.checking') : reason(flag, host, domains === null)}
        </p>
        <div className="leaving__actions">
          <Button variant={flag ? 'primary' : 'secondary'} onClick={goBack}>
            {t('linkSafety.leaving.back')}
          </Button>
          <a
            className={`button button--${flag ? 'secondary' : 'primary'} button--medium`}
            href={href}
            rel="noopener noreferrer nofollow"
          >
            {flag ? t('linkSafety.leaving.continue') : t('linkSafety.leaving.continueTo', { host })}
          </a>
        </div>
      </GlassCard>
    </div>
  )
}

function reason(flag: LinkFlag | null, host: string, listMissing: boolean) {
  if (!flag)
    return listMissing
      ? t('linkSafety.leaving.unchecked')
      : t('linkSafety.leaving.nothingKnown', { host })
  switch (flag.reason) {
    case 'blocked':
      return t('linkSafety.leaving.blocked', { host })
    case 'lookalike':
      return t('linkSafety.leaving.lookalike', { host, site: flag.imitates })
    case 'mixedScripts':
      return t('linkSafety.leaving.mixedScripts', { host })
  }
}
