import {
  hasRepeatedMutedWord,
  MUTED_WORD_MAX_LENGTH,
  MUTED_WORDS_MAX,
  type MutedWord,
} from '@agora/domain'
import { type FormEvent, useId, useState } from 'react'
import { t } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/errorMessage.ts'
import { Button } from '../../ui/Button.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { GlassCard } from '../../ui/GlassCard.tsx'
import { useMutedWords, useSaveMutedWords } from './data.ts'

// styled inline: a stylesheet of its own would lengthen the first load's list of chunks
const LIST = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.25rem' } as const
const ITEM = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '0.75rem',
  overflowWrap: 'anywhere',
} as const

/** Words the person would rather not read: posts with one are left out of their feeds. */
export function MutedWordsSection() {
  const id = useId()
  const words = useMutedWords(true)
  const save = useSaveMutedWords()
  const [text, setText] = useState('')
  const [tagsOnly, setTagsOnly] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const list = words.data ?? []
  const full = list.length >= MUTED_WORDS_MAX

  function replace(next: MutedWord[], onSaved?: () => void) {
    setError(null)
    save.mutate(next, {
      onSuccess: onSaved,
      onError: (failure) => setError(errorMessage(failure)),
    })
  }

  function onAdd(event: FormEvent) {
    event.preventDefault()
    const word = { text: text.trim(), tagsOnly }
    if (!word.text) return
    if (hasRepeatedMutedWord([...list, word])) {
      setError(t('mutedWords.error.repeated', { word: word.text }))
      return
    }
    replace([...list, word], () => {
      setText('')
      setTagsOnly(false)
    })
  }

  return (
    <GlassCard as="section" padding="large" aria-labelledby={`${id}-title`}>
      <div className="form">
        <div>
          <h2 id={`${id}-title`} className="section-title">
            {t('mutedWords.title')}
          </h2>
          <p className="section-lead">{t('mutedWords.lead')}</p>
        </div>
        <form className="form" onSubmit={onAdd}>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-word`}>
              {t('mutedWords.word')}
            </label>
            <input
              id={`${id}-word`}
              className="field__input"
              value={text}
              maxLength={MUTED_WORD_MAX_LENGTH}
              disabled={full}
              aria-describedby={`${id}-limits`}
              onChange={(e) => setText(e.target.value)}
            />
            <p id={`${id}-limits`} className="field__hint">
              {t('mutedWords.limits', {
                count: list.length,
                max: MUTED_WORDS_MAX,
                length: MUTED_WORD_MAX_LENGTH,
              })}
            </p>
          </div>
          <label className="switch-row">
            <span>{t('mutedWords.tagsOnly')}</span>
            <input
              type="checkbox"
              checked={tagsOnly}
              onChange={(e) => setTagsOnly(e.target.checked)}
            />
          </label>
          <div className="form-actions">
            <Button type="submit" disabled={full || save.isPending || !text.trim()}>
              {t('mutedWords.add')}
            </Button>
          </div>
        </form>
        {error && <FormAlert>{error}</FormAlert>}
        {words.isError && <FormAlert>{errorMessage(words.error)}</FormAlert>}
        {list.length > 0 ? (
          <ul style={LIST} aria-label={t('mutedWords.listLabel')}>
            {list.map((word, index) => (
              <li key={word.text} style={ITEM}>
                <span>
                  {word.tagsOnly ? `#${word.text.replace(/^#+/, '')}` : word.text}
                  {word.tagsOnly && (
                    <span className="field__hint"> {t('mutedWords.tagsOnlyBadge')}</span>
                  )}
                </span>
                <Button
                  variant="ghost"
                  size="small"
                  disabled={save.isPending}
                  aria-label={t('mutedWords.remove', { word: word.text })}
                  onClick={() => replace(list.filter((_, at) => at !== index))}
                >
                  {t('mutedWords.removeButton')}
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          words.isSuccess && <p className="field__hint">{t('mutedWords.empty')}</p>
        )}
      </div>
    </GlassCard>
  )
}
