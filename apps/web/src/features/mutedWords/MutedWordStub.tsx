import { t } from '../../i18n/i18n.ts'
import { Button } from '../../ui/Button.tsx'
import '../../ui/forms.css'
import './MutedWords.css'

/** What a post or comment with a muted word shows instead, until the reader opens it. */
export function MutedWordStub({ onShow }: { onShow: () => void }) {
  return (
    <p className="removed-stub muted-word-stub">
      {t('mutedWords.hidden')}{' '}
      <Button variant="ghost" size="small" onClick={onShow}>
        {t('mutedWords.show')}
      </Button>
    </p>
  )
}
