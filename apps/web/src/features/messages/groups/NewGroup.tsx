import { GROUP_MAX_MEMBERS, GROUP_MIN_OTHERS, GROUP_TITLE_MAX_LENGTH } from '@agora/domain'
import { type FormEvent, useState } from 'react'
import { useNavigate } from 'react-router'
import { t } from '../../../i18n/i18n.ts'
import { errorMessage } from '../../../lib/errorMessage.ts'
import { Button } from '../../../ui/Button.tsx'
import { FormAlert } from '../../../ui/FormAlert.tsx'
import { useToast } from '../../../ui/useToast.ts'
import { UserField } from '../UserField.tsx'
import { useCreateGroup } from './groupData.ts'

/** `/messages/new-group`: a title and 2–49 people; the creator becomes the group's admin. */
export function NewGroup() {
  const navigate = useNavigate()
  const { showToast } = useToast()
  const create = useCreateGroup()
  const [title, setTitle] = useState('')
  const [draft, setDraft] = useState('')
  const [members, setMembers] = useState<string[]>([])
  const add = (member: string) => {
    const value = member.trim()
    if (value && !members.includes(value) && members.length < GROUP_MAX_MEMBERS - 1)
      setMembers([...members, value])
    setDraft('')
  }
  const ready = title.trim().length > 0 && members.length >= GROUP_MIN_OTHERS
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!ready) return
    create.mutate(
      { title: title.trim(), members },
      {
        onSuccess: (group) => {
          for (const refused of group.notAdded)
            showToast(t('groups.notAdded', { member: refused.member, reason: refused.error }), {
              type: 'error',
            })
          navigate(`/messages/${group.id}`)
        },
      },
    )
  }

  return (
    <form className="new-group" onSubmit={submit} aria-label={t('groups.new.title')}>
      <h2>{t('groups.new.title')}</h2>
      <label className="field">
        <span className="field__label">{t('groups.new.name')}</span>
        <input
          value={title}
          maxLength={GROUP_TITLE_MAX_LENGTH}
          onChange={(event) => setTitle(event.target.value)}
        />
      </label>
      <div className="new-group__add">
        <UserField
          label={t('groups.new.member')}
          placeholder={t('messages.newConversation.toPlaceholder')}
          value={draft}
          onChange={setDraft}
          onChoose={(user) => add(`@${user.handle}`)}
        />
        <Button type="button" variant="secondary" onClick={() => add(draft)}>
          {t('groups.new.add')}
        </Button>
      </div>
      <ul className="new-group__members" aria-label={t('groups.new.chosen')}>
        {members.map((member) => (
          <li key={member}>
            <bdi>{member}</bdi>
            <Button
              type="button"
              variant="ghost"
              size="small"
              aria-label={t('groups.new.drop', { member })}
              onClick={() => setMembers(members.filter((m) => m !== member))}
            >
              ×
            </Button>
          </li>
        ))}
      </ul>
      <p className="new-group__hint">{t('groups.new.hint', { min: GROUP_MIN_OTHERS })}</p>
      {create.isError && <FormAlert>{errorMessage(create.error)}</FormAlert>}
      <Button type="submit" disabled={!ready || create.isPending}>
        {t('groups.new.create')}
      </Button>
    </form>
  )
}
