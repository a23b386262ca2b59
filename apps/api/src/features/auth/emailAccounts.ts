import { AuthRequiredError, ConflictError, ForbiddenError, hasRole } from '@agora/domain'
import { eq } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { users } from '../../db/schema/users.ts'
import { type SessionMethod, startSession } from '../../sessions.ts'
import {
  ADMIN_LOGIN,
  assertLoginAllowed,
  PASSWORD_LOGIN,
  recordLoginFailure,
  recordLoginSuccess,
} from './loginThrottle.ts'
import { hashPassword, passwordMatches } from './passwords.ts'
import { toUser } from './users.ts'

export type Registration = { handle: string; email: string; password: string }

export async function register(ctx: AppContext, registration: Registration) {
  const email = registration.email.toLowerCase()
  const passwordHash = await hashPassword(registration.password)
  const [created] = await ctx.db
    .insert(users)
    .values({ email, handle: registration.handle, passwordHash })
    .onConflictDoNothing()
    .returning()
  if (!created) {
    const [byEmail] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email))
    if (byEmail) throw new ConflictError('EMAIL_TAKEN')
    throw new ConflictError('HANDLE_TAKEN')
  }
  return {
    token: await startSession(ctx, created.id, 'password'),
    recipient: { userId: created.id, handle: created.handle, email },
  }
}

type LoginRequest = { email: string; password: string; clientIp: string }

/** E-mail and password sign-in; `admin` also requires the admin role. Failures are throttled. */
export async function logIn(
  ctx: AppContext,
  request: LoginRequest,
  method: SessionMethod = 'password',
) {
  const email = request.email.toLowerCase()
  const attempt = { account: email, client: request.clientIp }
  const policy = method === 'admin' ? ADMIN_LOGIN : PASSWORD_LOGIN
  await assertLoginAllowed(ctx, policy, attempt)

  const [user] = await ctx.db.select().from(users).where(eq(users.email, email))
  const matches = await passwordMatches(user?.passwordHash ?? null, request.password)
  const allowed = user && matches && (method !== 'admin' || hasRole(user.role, 'admin'))
  if (!allowed) {
    await recordLoginFailure(ctx, policy, attempt)
    // never which of the two was wrong (nor, for the admin sign-in, that the account is no admin)
    throw new AuthRequiredError('LOGIN_FAILED')
  }
  await recordLoginSuccess(ctx, policy, attempt)
  if (user.isSuspended || !user.isActive) throw new ForbiddenError('ACCOUNT_SUSPENDED')
  return { token: await startSession(ctx, user.id, method), user: toUser(user) }
}
