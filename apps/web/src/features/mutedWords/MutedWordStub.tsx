import { t } from '../../i18n/i18n.ts'
import { Button } from '../../ui/Button.tsx'
import '../../ui/forms.css'

// no stylesheet of its own: each new file would lengthen the first load's list of chunks
const STUB_LAYOUT = {
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: '0.5rem',
} as const

/** What a post or comment with a muted word shows instead, until the reader opens it. */
export function MutedWordStub({ onShow }: { onShow: () => void }) {
  return (
    <p className="removed-stub" style={STUB_LAYOUT}>
      {t('mutedWords.hidden')}{' '}
      <Button variant="ghost" size="small" onClick={onShow}>
        {t('mutedWords.show')}
      </Button>
    </p>
  )
}
