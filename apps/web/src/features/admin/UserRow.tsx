import { ROLES, type Role, type User } from '@agora/domain'
import { useState } from 'react'
import { Avatar } from '../../ui/Avatar.tsx'
import { Button } from '../../ui/Button.tsx'
import { useToast } from '../../ui/useToast.ts'
import { useAuth } from '../auth/useAuth.ts'
import { KycStatusBadge } from '../kyc/KycStatusBadge.tsx'
import { useChangeUser } from './data.ts'

const ROLE_LABELS: Record<Role, string> = {
  user: 'Member',
  moderator: 'Moderator',
  admin: 'Admin',
  super_admin: 'Super admin',
}

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
        onError: (error) => showToast(error.message, { type: 'error' }),
        onSettled: () => setConfirming(false),
      },
    )
  }

  const contact = user.email ?? user.address ?? ''
  return (
    <li className="admin-row" data-suspended={user.isSuspended || undefined}>
      <Avatar person={user} size={36} />
      <div className="admin-row__who">
        <strong>@{user.handle}</strong>
        <span title={contact}>{contact}</span>
      </div>
      <div className="admin-row__tags">
        {user.isSuspended && <span className="admin-flag">Suspended</span>}
        <KycStatusBadge status={user.kycStatus} />
      </div>
      <div className="admin-row__actions">
        {locked || !roleOptions.includes(user.role) ? (
          <span className="admin-role">
            {isSelf ? `${ROLE_LABELS[user.role]} (you)` : ROLE_LABELS[user.role]}
          </span>
        ) : (
          <select
            className="field__select admin-role-select"
            aria-label={`Role of ${user.handle}`}
            value={user.role}
            disabled={change.isPending}
            onChange={(event) => {
              const role = event.target.value as Role
              apply({ role }, `@${user.handle} is now ${ROLE_LABELS[role].toLowerCase()}`)
            }}
          >
            {roleOptions.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
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
              onClick={() => apply({ isSuspended: false }, `@${user.handle} is reinstated`)}
            >
              Reinstate
            </Button>
          ) : confirming ? (
            <>
              <Button
                size="small"
                className="button--danger"
                disabled={change.isPending}
                onClick={() => apply({ isSuspended: true }, `@${user.handle} is suspended`)}
              >
                Confirm suspension
              </Button>
              <Button size="small" variant="ghost" onClick={() => setConfirming(false)}>
                Cancel
              </Button>
            </>
          ) : (
            <Button
              size="small"
              variant="outline"
              aria-label={`Suspend @${user.handle}`}
              onClick={() => setConfirming(true)}
            >
              Suspend
            </Button>
          ))}
      </div>
    </li>
  )
}
