import { createHash, randomBytes } from 'node:crypto'
import { AppError, BadRequestError, PASSWORD_RESET_TTL_MS } from '@agora/domain'
import { and, eq, isNull } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { AppContext } from '../../context.ts'
import { passwordResets } from '../../db/schema/auth.ts'
import { users } from '../../db/schema/users.ts'
import { revokeUserSessions } from '../../sessions.ts'
import { assertLoginAllowed, recordLoginFailure, type ThrottlePolicy } from './loginThrottle.ts'
import { hashPassword } from './passwords.ts'

const MINUTE = 60 * 1000

/**
 * Reset requests are throttled like password guesses (each request counts), so nobody can
 * flood an inbox: per e-mail and client, per client across e-mails, and per e-mail overall.
 */
export const PASSWORD_RESET_REQUESTS: ThrottlePolicy = {
  name: 'password-reset',
  freeFailures: 3,
  firstDelayMs: MINUTE,
  maxDelayMs: 60 * MINUTE,
  maxPerClient: 20,
  accountSurge: 10,
  windowMs: 60 * MINUTE,
  refusal: 'reset',
}

/** Only this hash is stored: a copy of the table opens no account. */
export function hashResetToken(token: string) {
  return createHash('sha256').update(token).digest('hex')
}

type ResetRequest = { email: string; clientIp: string; log: FastifyBaseLogger }

/**
 * Sends a reset link when the e-mail has an account; answers the same either way, so the
 * caller learns nothing about which e-mails have accounts.
 */
export async function requestPasswordReset(ctx: AppContext, request: ResetRequest) {
  const email = request.email.toLowerCase()
  const attempt = { account: email, client: request.clientIp }
  await assertLoginAllowed(ctx, PASSWORD_RESET_REQUESTS, attempt)
  await recordLoginFailure(ctx, PASSWORD_RESET_REQUESTS, attempt)

  const [user] = await ctx.db
    .select({ id: users.id, handle: users.handle })
    .from(users)
    .where(eq(users.email, email))
  if (!user) return

  const token = randomBytes(32).toString('base64url')
  const now = ctx.clock.now()
  await ctx.db.insert(passwordResets).values({
    userId: user.id,
    tokenHash: hashResetToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS),
  })
  const link = new URL('/reset-password', ctx.config.publicUrl)
  link.searchParams.set('token', token)
  // @NOTE not awaited: a slow mail server must not make known e-mails answer slower
  void ctx.mail
    .send({
      to: email,
      subject: 'Reset your Agora password',
      text: [
        `Hello @${user.handle},`,
        '',
        'Someone asked to reset the password of your Agora account. To choose a new one,',
        `open this link within ${PASSWORD_RESET_TTL_MS / MINUTE} minutes:`,
        '',
        link.toString(),
        '',
        'If it was not you, ignore this e-mail: your password stays as it is.',
      ].join('\n'),
    })
    .catch((err: unknown) => request.log.error({ err }, 'password reset e-mail failed'))
}

type ResetConfirmation = { token: string; password: string }

/** Sets the new password, burns the token and ends every session the account had. */
export async function confirmPasswordReset(ctx: AppContext, confirmation: ResetConfirmation) {
  const tokenHash = hashResetToken(confirmation.token)
  const [reset] = await ctx.db
    .select()
    .from(passwordResets)
    .where(eq(passwordResets.tokenHash, tokenHash))
  if (!reset) throw new BadRequestError('RESET_TOKEN_INVALID')
  if (reset.usedAt) throw linkUsed()
  if (reset.expiresAt <= ctx.clock.now()) throw new AppError(410, 'RESET_TOKEN_EXPIRED')

  const passwordHash = await hashPassword(confirmation.password)
  const burned = await ctx.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResets)
      .set({ usedAt: ctx.clock.now() })
      .where(and(eq(passwordResets.id, reset.id), isNull(passwordResets.usedAt)))
      .returning({ id: passwordResets.id })
    // a second request with the same token lost the race
    if (!claimed) return false
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: ctx.clock.now() })
      .where(eq(users.id, reset.userId))
    return true
  })
  if (!burned) throw linkUsed()
  await revokeUserSessions(ctx, reset.userId)
}

const linkUsed = () => new AppError(410, 'RESET_TOKEN_USED')
