import { eq } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { users } from '../../db/schema/users.ts'
import { hashPassword } from '../auth/passwords.ts'

/** ADMIN_EMAIL + ADMIN_PASSWORD make (or update) the super_admin at start; there is no default. */
export async function ensureSuperAdmin(ctx: AppContext) {
  const admin = ctx.config.admin
  if (!admin) return
  const email = admin.email.toLowerCase()
  const passwordHash = await hashPassword(admin.password)
  const [existing] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email))
  if (existing) {
    await ctx.db
      .update(users)
      .set({ passwordHash, role: 'super_admin', isSuspended: false, isActive: true })
      .where(eq(users.id, existing.id))
    return
  }
  const handle = `admin_${
    email
      .split('@')[0]
      ?.replace(/[^a-z0-9]/g, '')
      .slice(0, 20) ?? ''
  }`
  for (const candidate of [handle, `${handle}_${crypto.randomUUID().slice(0, 6)}`]) {
    const [created] = await ctx.db
      .insert(users)
      .values({ email, handle: candidate, passwordHash, role: 'super_admin' })
      .onConflictDoNothing()
      .returning({ id: users.id })
    if (created) return
  }
  throw new Error('could not create the super admin: its handle is taken')
}
