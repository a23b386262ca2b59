import { ROLES, type Role, type User } from '@agora/domain'
import { useState } from 'react'
import { t } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/errorMessage.ts'
import { Avatar } from '../../ui/Avatar.tsx'
import { Button } from '../../ui/Button.tsx'
import { Ltr } from '../../ui/Ltr.tsx'
import { useToast } from '../../ui/useToast.ts'
import { useAuth } from '../auth/useAuth.ts'
import { KycStatusBadge } from '../kyc/KycStatusBadge.tsx'
import { useChangeUser } from './data.ts'
import { RevokeKyc } from './RevokeKyc.tsx'

const roleLabel = (role: Role) => t(`admin.user.role.${role}`)

/** One member: who they are, their role, and suspend or reinstate. */
export function UserRow({ user }: { user: User }) {
  const auth = useAuth()
  const { showToast } = useToast()
  const change = useChangeUser()
  const [confirming, setConfirming] = useState(false)
  const isSelf = auth.user?.id === user.id
  // only a super admin grants or removes admin rights (the server checks it too)
  const touchesAdmins = user.role === 'admin' || user.role === 'super_admin'
  const locked = isSelf || (touchesAdmins && !auth.isSuperAdmin)
  const roleOptions: readonly Role[] = auth.isSuperAdmin
    ? ROLES
    : ROLES.filter((role) => role !== 'admin' && role !== 'super_admin')

  function apply(update: { role?: Role; isSuspended?: boolean }, done: string) {
    change.mutate(
      { userId: user.id, change: update },
      {
        onSuccess: () => showToast(done, { type: 'success' }),
        onError: (error) => showToast(errorMessage(error), { type: 'error' }),
        onSettled: () => setConfirming(false),
      },
    )
  }

  const contact = user.email ?? user.address ?? ''
  return (
    <li className="admin-row" data-suspended={user.isSuspended || undefined}>
      <Avatar user={user} size={36} />
      <div className="admin-row__who">
        <Ltr as="strong">@{user.handle}</Ltr>
        <span title={contact}>{contact}</span>
      </div>
      <div className="admin-row__tags">
        {user.isSuspended && <span className="admin-flag">{t('admin.user.suspendedFlag')}</span>}
        <KycStatusBadge status={user.kycStatus} />
      </div>
      <div className="admin-row__actions">
        {!isSelf && user.kycStatus === 'verified' && (
          <RevokeKyc userId={user.id} handle={user.handle} />
        )}
        {locked || !roleOptions.includes(user.role) ? (
          <span className="admin-role">
            {isSelf ? t('admin.user.you', { role: roleLabel(user.role) }) : roleLabel(user.role)}
          </span>
        ) : (
          <select
            className="field__select admin-role-select"
            aria-label={t('admin.user.roleOf', { handle: user.handle })}
            value={user.role}
            disabled={change.isPending}
            onChange={(event) => {
              const role = event.target.value as Role
              apply({ role }, t(`admin.user.roleChanged.${role}`, { handle: user.handle }))
            }}
          >
            {roleOptions.map((role) => (
              <option key={role} value={role}>
                {roleLabel(role)}
              </option>
            ))}
          </select>
        )}
        {!locked &&
          (user.isSuspended ? (
            <Button
              size="small"
              variant="outline"
              disabled={change.isPending}
              onClick={() =>
                apply({ isSuspended: false }, t('admin.user.reinstated', { handle: user.handle }))
              }
            >
              {t('admin.user.reinstate')}
            </Button>
          ) : confirming ? (
            <>
              <Button
                size="small"
                className="button--danger"
                disabled={change.isPending}
                onClick={() =>
                  apply({ isSuspended: true }, t('admin.user.suspended', { handle: user.handle }))
                }
              >
                {t('admin.user.confirmSuspend')}
              </Button>
              <Button size="small" variant="ghost" onClick={() => setConfirming(false)}>
                {t('common.cancel')}
              </Button>
            </>
          ) : (
            <Button
              size="small"
              variant="outline"
              aria-label={t('admin.user.suspendLabel', { handle: user.handle })}
              onClick={() => setConfirming(true)}
            >
              {t('admin.user.suspend')}
            </Button>
          ))}
      </div>
    </li>
  )
}
