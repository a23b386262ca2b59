export const ROLES = ['user', 'moderator', 'admin', 'super_admin'] as const
export type Role = (typeof ROLES)[number]

const RANK: Record<Role, number> = { user: 0, moderator: 1, admin: 2, super_admin: 3 }

/** True when `role` ranks at or above `required`. */
export function hasRole(role: Role, required: Role) {
  return RANK[role] >= RANK[required]
}

/** True only when the list includes the permission. */
export function hasPermission(permissions: readonly string[], permission: string) {
  return permissions.includes(permission)
}

export function roleFlags(role: Role) {
  return {
    isModerator: hasRole(role, 'moderator'),
    isAdmin: hasRole(role, 'admin'),
    isSuperAdmin: role === 'super_admin',
  }
}
