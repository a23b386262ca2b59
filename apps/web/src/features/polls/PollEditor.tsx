import {
  hasRepeatedChoice,
  type NewPoll,
  POLL_CHOICE_MAX_LENGTH,
  POLL_CHOICES_MAX,
  POLL_CHOICES_MIN,
  POLL_DURATION_CHOICES,
} from '@agora/domain'
import { useEffect, useId, useState } from 'react'
import { t } from '../../i18n/i18n.ts'
import { ActionIcon } from '../../ui/ActionIcon.tsx'
import { Button } from '../../ui/Button.tsx'
import './PollEditor.css'

interface PollEditorProps {
  /** the poll as it would be sent, or null while a choice is blank or repeated */
  onChange: (poll: NewPoll | null) => void
  onRemove: () => void
  disabled?: boolean
}

const DEFAULT_HOURS = 24

/** The composer's poll: 2–4 choices and how long it stays open. */
export function PollEditor({ onChange, onRemove, disabled = false }: PollEditorProps) {
  const [choices, setChoices] = useState<string[]>(() => Array(POLL_CHOICES_MIN).fill(''))
  const [durationHours, setDurationHours] = useState(DEFAULT_HOURS)
  const id = useId()
  const repeated = hasRepeatedChoice(choices.filter((choice) => choice.trim() !== ''))
  const complete = choices.every((choice) => choice.trim() !== '')

  useEffect(() => {
    onChange(
      complete && !repeated
        ? { choices: choices.map((choice) => choice.trim()), durationHours }
        : null,
    )
  }, [choices, durationHours, complete, repeated, onChange])

  return (
    <fieldset className="poll-editor" disabled={disabled}>
      <legend className="poll-editor__legend">{t('polls.editor.legend')}</legend>
      {choices.map((choice, index) => {
        const n = index + 1
        return (
          // choices are only added at the end and removed by index: the index is their identity
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <div key={index} className="poll-editor__row">
            <label className="visually-hidden" htmlFor={`${id}-${n}`}>
              {t('polls.editor.choice', { n })}
            </label>
            <input
              id={`${id}-${n}`}
              className="text-input"
              placeholder={t('polls.editor.choice', { n })}
              maxLength={POLL_CHOICE_MAX_LENGTH}
              value={choice}
              aria-invalid={(repeated && choice.trim() !== '') || undefined}
              onChange={(event) =>
                setChoices((all) => all.map((c, i) => (i === index ? event.target.value : c)))
              }
            />
            {choices.length > POLL_CHOICES_MIN && (
              <button
                type="button"
                className="poll-editor__remove-choice"
                aria-label={t('polls.editor.removeChoice', { n })}
                onClick={() => setChoices((all) => all.filter((_, i) => i !== index))}
              >
                <ActionIcon name="trash" size={16} />
              </button>
            )}
          </div>
        )
      })}
      {repeated && (
        <p className="form-error" role="alert">
          {t('polls.editor.repeated')}
        </p>
      )}
      <div className="poll-editor__footer">
        {choices.length < POLL_CHOICES_MAX && (
          <Button variant="ghost" size="small" onClick={() => setChoices((all) => [...all, ''])}>
            <ActionIcon name="plus" size={16} />
            {t('polls.editor.addChoice')}
          </Button>
        )}
        <label className="poll-editor__duration" htmlFor={`${id}-duration`}>
          <span>{t('polls.editor.duration')}</span>
          <select
            id={`${id}-duration`}
            className="text-input"
            value={durationHours}
            onChange={(event) => setDurationHours(Number(event.target.value))}
          >
            {POLL_DURATION_CHOICES.map((hours) => (
              <option key={hours} value={hours}>
                {hours < 24
                  ? t('polls.editor.hours', { count: hours })
                  : t('polls.editor.days', { count: hours / 24 })}
              </option>
            ))}
          </select>
        </label>
        <Button variant="ghost" size="small" onClick={onRemove}>
          {t('polls.editor.remove')}
        </Button>
      </div>
    </fieldset>
  )
}
