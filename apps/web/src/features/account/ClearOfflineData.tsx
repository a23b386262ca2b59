import { t } from '../../i18n/i18n.ts'
import { Button } from '../../ui/Button.tsx'
import { useClearOfflineData } from './storageData.ts'

/** "Clear offline data", and that it was done (a line of its own in `.storage-actions`). */
export function ClearOfflineData({ disabled }: { disabled: boolean }) {
  const clear = useClearOfflineData()
  return (
    <>
      <Button
        variant="outline"
        size="small"
        disabled={disabled || clear.isPending}
        onClick={() => clear.mutate()}
      >
        {t('account.storage.clear')}
      </Button>
      {clear.isSuccess && (
        <p className="storage-actions__done" role="status">
          {t('account.storage.cleared')}
        </p>
      )}
    </>
  )
}
