import type { Conversation, ConversationMember } from '@agora/domain'
import { type FormEvent, useState } from 'react'
import { useNavigate } from 'react-router'
import { t } from '../../../i18n/i18n.ts'
import { errorMessage } from '../../../lib/errorMessage.ts'
import { displayName } from '../../../lib/shortAddress.ts'
import { Avatar } from '../../../ui/Avatar.tsx'
import { Button } from '../../../ui/Button.tsx'
import { FormAlert } from '../../../ui/FormAlert.tsx'
import { UserField } from '../UserField.tsx'
import { useAddMember, useRemoveMember, useRenameGroup, useSetMemberRole } from './groupData.ts'

/** A group's members and roles; admins add, remove, promote and rename; anyone leaves. */
export function MembersPanel({ group, viewerId }: { group: Conversation; viewerId: string }) {
  const navigate = useNavigate()
  const add = useAddMember()
  const remove = useRemoveMember()
  const setRole = useSetMemberRole()
  const rename = useRenameGroup()
  const [draft, setDraft] = useState('')
  const [title, setTitle] = useState(group.title ?? '')
  const isAdmin = group.members.some((m) => m.user.id === viewerId && m.role === 'admin')
  const manual = group.kind === 'group'
  const failed = [add, remove, setRole, rename].find((m) => m.isError)
  const addMember = (member: string) => {
    if (member.trim()) add.mutate({ id: group.id, member: member.trim() })
    setDraft('')
  }
  const leave = () =>
    remove.mutate({ id: group.id, userId: viewerId }, { onSuccess: () => navigate('/messages') })

  return (
    <section className="members-panel" aria-label={t('groups.members.title')}>
      <h3>{t('groups.members.count', { count: group.members.length })}</h3>
      {failed && <FormAlert>{errorMessage(failed.error)}</FormAlert>}
      {isAdmin && manual && (
        <form
          className="members-panel__rename"
          onSubmit={(event: FormEvent) => {
            event.preventDefault()
            if (title.trim()) rename.mutate({ id: group.id, title: title.trim() })
          }}
        >
          <label className="field">
            <span className="field__label">{t('groups.new.name')}</span>
            <input value={title} onChange={(event) => setTitle(event.target.value)} />
          </label>
          <Button type="submit" variant="secondary" size="small">
            {t('groups.members.rename')}
          </Button>
        </form>
      )}
      <ul className="members-panel__list">
        {group.members.map((member) => (
          <MemberRow
            key={member.user.id}
            member={member}
            you={member.user.id === viewerId}
            canManage={isAdmin && manual && member.user.id !== viewerId}
            onRemove={() => remove.mutate({ id: group.id, userId: member.user.id })}
            onRole={(role) => setRole.mutate({ id: group.id, userId: member.user.id, role })}
          />
        ))}
      </ul>
      {isAdmin && manual && (
        <form
          className="members-panel__add"
          onSubmit={(event: FormEvent) => {
            event.preventDefault()
            addMember(draft)
          }}
        >
          <UserField
            label={t('groups.members.add')}
            placeholder={t('messages.newConversation.toPlaceholder')}
            value={draft}
            onChange={setDraft}
            onChoose={(user) => addMember(`@${user.handle}`)}
          />
          <Button type="submit" variant="secondary" size="small" disabled={add.isPending}>
            {t('groups.new.add')}
          </Button>
        </form>
      )}
      {manual && (
        <Button variant="outline" size="small" onClick={leave} disabled={remove.isPending}>
          {t('groups.members.leave')}
        </Button>
      )}
    </section>
  )
}

function MemberRow({
  member,
  you,
  canManage,
  onRemove,
  onRole,
}: {
  member: ConversationMember
  you: boolean
  canManage: boolean
  onRemove: () => void
  onRole: (role: 'admin' | 'member') => void
}) {
  const name = displayName(member.user)
  return (
    <li className="members-panel__member">
      <Avatar user={member.user} size={28} />
      <span className="members-panel__name">
        <bdi>{name}</bdi>
        <span className="members-panel__role">
          {you ? t('groups.members.you') : ''}
          {member.role === 'admin' ? t('groups.members.admin') : t('groups.members.member')}
        </span>
      </span>
      {canManage && (
        <span className="members-panel__actions">
          <Button
            variant="ghost"
            size="small"
            aria-label={t(
              member.role === 'admin' ? 'groups.members.demote' : 'groups.members.promote',
              { name },
            )}
            onClick={() => onRole(member.role === 'admin' ? 'member' : 'admin')}
          >
            {member.role === 'admin'
              ? t('groups.members.demoteShort')
              : t('groups.members.promoteShort')}
          </Button>
          <Button
            variant="ghost"
            size="small"
            aria-label={t('groups.members.remove', { name })}
            onClick={onRemove}
          >
            {t('groups.members.removeShort')}
          </Button>
        </span>
      )}
    </li>
  )
}
