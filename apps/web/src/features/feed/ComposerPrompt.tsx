import { t } from '../../i18n/i18n.ts'
import { useModalTargets } from '../../lib/useModalTargets.ts'
import { ActionIcon } from '../../ui/ActionIcon.tsx'
import { Button } from '../../ui/Button.tsx'
import { GlassCard } from '../../ui/GlassCard.tsx'
import { useAuth } from '../auth/useAuth.ts'
import './ComposerPrompt.css'

/** The way into the composer: opens the postCreation modal, or sign-in first. */
export function ComposerPrompt({
  communityId = null,
  placeholder,
}: {
  communityId?: string | null
  placeholder?: string
}) {
  const auth = useAuth()
  const { openComposer } = useModalTargets()
  const start = () => (auth.isAuthenticated ? openComposer(communityId) : auth.requestSignIn())
  return (
    <GlassCard padding="small" className="composer-prompt">
      <button type="button" className="composer-prompt__field" onClick={start}>
        {auth.isAuthenticated
          ? (placeholder ?? t('feed.prompt.placeholder'))
          : t('feed.prompt.signIn')}
      </button>
      <Button
        className="composer-prompt__action"
        onClick={start}
        aria-label={t('feed.prompt.newPost')}
      >
        <ActionIcon name="edit" />
        <span>{t('feed.prompt.newPost')}</span>
      </Button>
    </GlassCard>
  )
}
