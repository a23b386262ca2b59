import { t } from '../../i18n/i18n.ts'
import type { QuoteTarget } from '../../lib/ModalTargetsContext.ts'
import { useModalTargets } from '../../lib/useModalTargets.ts'
import { ActionIcon } from '../../ui/ActionIcon.tsx'
import { Button } from '../../ui/Button.tsx'
import { useAuth } from '../auth/useAuth.ts'

/** Shares a proposal or a listing into the feed as a quote, to be discussed there. */
export function QuoteButton({
  target,
  size = 'medium',
}: {
  target: QuoteTarget
  size?: 'small' | 'medium'
}) {
  const auth = useAuth()
  const { openComposer } = useModalTargets()
  return (
    <Button
      variant="outline"
      size={size}
      onClick={() => (auth.isAuthenticated ? openComposer(null, target) : auth.requestSignIn())}
    >
      <ActionIcon name="quote" size={16} />
      {t('composer.quote.share')}
    </Button>
  )
}
