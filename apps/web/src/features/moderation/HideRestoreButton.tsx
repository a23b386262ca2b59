import { errorMessage } from '../../lib/errorMessage.ts'
import { Button } from '../../ui/Button.tsx'
import { useToast } from '../../ui/useToast.ts'
import { useModerate } from './data.ts'

const NOUNS = { post: 'Post', comment: 'Comment', listing: 'Listing' } as const

/** Hide a post, comment or listing behind the "Removed by moderators" stub, or restore it. */
export function HideRestoreButton({
  targetKind,
  targetId,
  hidden,
}: {
  targetKind: keyof typeof NOUNS
  targetId: string
  hidden: boolean
}) {
  const moderate = useModerate()
  const { showToast } = useToast()
  const noun = NOUNS[targetKind]
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
              showToast(done.action === 'hide' ? `${noun} hidden` : `${noun} restored`, {
                type: 'success',
              }),
            onError: (error) => showToast(errorMessage(error), { type: 'error' }),
          },
        )
      }
    >
      {hidden ? `Restore ${targetKind}` : `Hide ${targetKind}`}
    </Button>
  )
}
