import { t } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/errorMessage.ts'
import { Button } from '../../ui/Button.tsx'
import { useToast } from '../../ui/useToast.ts'
import { useModerate } from './data.ts'

/** Hide a post, comment or listing behind the "Removed by moderators" stub, or restore it. */
export function HideRestoreButton({
  targetKind,
  targetId,
  hidden,
}: {
  targetKind: 'post' | 'comment' | 'listing'
  targetId: string
  hidden: boolean
}) {
  const moderate = useModerate()
  const { showToast } = useToast()
  return (
    <Button
      variant="ghost"
      icon="shieldCheck"
      disabled={moderate.isPending}
      onClick={() =>
        moderate.mutate(
          { action: hidden ? 'restore' : 'hide', targetKind, targetId, note: '' },
          {
            onSuccess: (done) =>
              showToast(
                t(
                  done.action === 'hide'
                    ? `moderation.hide.hidden.${targetKind}`
                    : `moderation.hide.restored.${targetKind}`,
                ),
                { type: 'success' },
              ),
            onError: (error) => showToast(errorMessage(error), { type: 'error' }),
          },
        )
      }
    >
      {t(hidden ? `moderation.hide.restore.${targetKind}` : `moderation.hide.hide.${targetKind}`)}
    </Button>
  )
}
