import { type ReactNode, useState } from 'react'
import { t } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/errorMessage.ts'
import { keyed } from '../../lib/idempotencyKey.ts'
import type { ActionIconName } from '../../ui/ActionIcon.tsx'
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx'
import { useToast } from '../../ui/useToast.ts'
import { type Relation, useSetRelation } from './data.ts'

export type RelationAction = {
  label: string
  icon: ActionIconName
  onSelect: () => void
  danger?: boolean
}

type User = { id: string; handle: string }

/**
 * Mute / Unmute and Block / Unblock for a menu, and the dialog that asks before a block (it
 * says what a block does). `state` is what the viewer has already done to this user.
 */
export function useRelationActions(
  user: User,
  state: { blocked: boolean; muted: boolean },
): { actions: RelationAction[]; dialog: ReactNode } {
  const [confirmingBlock, setConfirmingBlock] = useState(false)
  const setRelation = useSetRelation()
  const { showToast } = useToast()
  const handle = user.handle

  const change = (relation: Relation, on: boolean) =>
    setRelation.mutate(keyed({ user, relation, on }), {
      onSuccess: () => {
        setConfirmingBlock(false)
        showToast(t(`blocks.toast.${relation}.${on ? 'on' : 'off'}`, { handle }), {
          type: 'success',
        })
      },
      onError: (error) => showToast(errorMessage(error), { type: 'error' }),
    })

  const actions: RelationAction[] = [
    {
      label: t(state.muted ? 'blocks.menu.unmute' : 'blocks.menu.mute', { handle }),
      icon: 'shield',
      onSelect: () => change('mute', !state.muted),
    },
    {
      label: t(state.blocked ? 'blocks.menu.unblock' : 'blocks.menu.block', { handle }),
      icon: 'shield',
      danger: !state.blocked,
      onSelect: () => (state.blocked ? change('block', false) : setConfirmingBlock(true)),
    },
  ]
  const dialog = confirmingBlock && (
    <ConfirmDialog
      title={t('blocks.confirm.title', { handle })}
      confirmLabel={t('blocks.confirm.action')}
      confirmDisabled={setRelation.isPending}
      onConfirm={() => change('block', true)}
      onCancel={() => setConfirmingBlock(false)}
    >
      <p>{t('blocks.confirm.body', { handle })}</p>
    </ConfirmDialog>
  )
  return { actions, dialog }
}
