import {
  BadRequestError,
  ConflictError,
  type EmailChangeRequest,
  ForbiddenError,
  ServiceUnavailableError,
} from '@agora/domain'
import { and, eq, isNull } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { AppContext } from '../../context.ts'
import { emailVerifications } from '../../db/schema/emailVerifications.ts'
import { users } from '../../db/schema/users.ts'
import { isUniqueViolation } from '../../db/uniqueViolation.ts'
import { assertLoginAllowed, PASSWORD_LOGIN, recordLoginFailure } from '../auth/loginThrottle.ts'
import { passwordMatches } from '../auth/passwords.ts'
import { findUser, toUser } from '../auth/users.ts'
import {
  hashVerificationToken,
  issueVerificationLink,
  sendVerificationLink,
} from '../auth/verificationLinks.ts'

/** Sends a (new) link to the person's unverified address; limited, see `issueVerificationLink`. */
export async function resendVerification(ctx: AppContext, userId: string, log: FastifyBaseLogger) {
  const user = await findUser(ctx, userId)
  if (!user.email) throw new BadRequestError('EMAIL_MISSING')
  if (user.emailVerifiedAt) throw new ConflictError('EMAIL_ALREADY_VERIFIED')
  const email = user.email
  const token = await ctx.db.transaction((tx) => issueVerificationLink(tx, ctx, userId, email))
  await sendVerificationLink(ctx, { userId, handle: user.handle, email }, token, log)
}

/**
 * Sets or changes the account's address: it is unverified until its link is opened, and a
 * link sent to the old address verifies nothing any more.
 */
export async function changeEmail(
  ctx: AppContext,
  userId: string,
  change: EmailChangeRequest,
  request: { clientIp: string; log: FastifyBaseLogger },
) {
  const { clientIp, log } = request
  const user = await findUser(ctx, userId)
  const email = change.email.toLowerCase()
  if (email === user.email) return toUser(user)
  if (user.passwordHash) {
    // guesses here count with those at the log-in form: the same password, the same delays
    const attempt = { account: user.email ?? user.id, client: clientIp }
    await assertLoginAllowed(ctx, PASSWORD_LOGIN, attempt)
    if (!(await passwordMatches(user.passwordHash, change.password ?? ''))) {
      await recordLoginFailure(ctx, PASSWORD_LOGIN, attempt)
      throw new ForbiddenError('PASSWORD_WRONG')
    }
  }
  const { token, row } = await ctx.db
    .transaction(async (tx) => {
      const token = await issueVerificationLink(tx, ctx, userId, email)
      const [row] = await tx
        .update(users)
        .set({ email, emailVerifiedAt: null, updatedAt: ctx.clock.now() })
        .where(eq(users.id, userId))
        .returning()
      if (!row) throw new Error('signed-in user vanished')
      return { token, row }
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new ConflictError('EMAIL_TAKEN')
      throw error
    })
  await sendVerificationLink(ctx, { userId, handle: row.handle, email }, token, log).catch(() => {
    // the change stays (undoing it could undo a later one): say so, and how to go on
    throw new ServiceUnavailableError('EMAIL_SAVED_LINK_NOT_SENT')
  })
  return toUser(row)
}

/**
 * Confirms the address a link was sent to, once: the link must be unused, younger than a day,
 * still for the account's current address and, when someone is signed in, theirs.
 */
export async function verifyEmail(ctx: AppContext, token: string, viewerId: string | null) {
  const [link] = await ctx.db
    .select()
    .from(emailVerifications)
    .where(eq(emailVerifications.tokenHash, hashVerificationToken(token)))
  if (!link) throw linkInvalid()
  if (viewerId && viewerId !== link.userId) throw new ForbiddenError('EMAIL_TOKEN_OTHER_ACCOUNT')
  if (link.usedAt) throw linkUsed()
  const now = ctx.clock.now()
  if (link.expiresAt <= now) throw new BadRequestError('EMAIL_TOKEN_EXPIRED')
  const verified = await ctx.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(emailVerifications)
      .set({ usedAt: now })
      .where(and(eq(emailVerifications.id, link.id), isNull(emailVerifications.usedAt)))
      .returning({ id: emailVerifications.id })
    // a second request with the same link lost the race
    if (!claimed) throw linkUsed()
    const [row] = await tx
      .update(users)
      .set({ emailVerifiedAt: now, updatedAt: now })
      .where(and(eq(users.id, link.userId), eq(users.email, link.email)))
      .returning()
    // the account's address changed since this link was sent: the throw undoes the claim
    if (!row) throw linkInvalid()
    return row
  })
  return viewerId ? toUser(verified) : null
}

const linkInvalid = () => new BadRequestError('EMAIL_TOKEN_INVALID')

const linkUsed = () => new BadRequestError('EMAIL_TOKEN_USED')
