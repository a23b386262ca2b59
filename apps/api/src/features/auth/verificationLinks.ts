import { createHash, randomBytes } from 'node:crypto'
import {
  EMAIL_VERIFICATION_LIMITS,
  EMAIL_VERIFICATION_TTL_MS,
  ServiceUnavailableError,
  TooManyRequestsError,
} from '@agora/domain'
import { and, count, desc, eq, gt, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { AppContext } from '../../context.ts'
import { emailVerifications } from '../../db/schema/emailVerifications.ts'
import { users } from '../../db/schema/users.ts'
import { deliveryTextsFor } from '../deliveryTexts/deliveryTexts.ts'

type Tx = Parameters<Parameters<AppContext['db']['transaction']>[0]>[0]

const DAY = 24 * 60 * 60 * 1000

/** Only this hash is stored: a copy of the table verifies no address. */
export function hashVerificationToken(token: string) {
  return createHash('sha256').update(token).digest('hex')
}

/**
 * Records a new link for `email` inside the caller's transaction, once the person's limits
 * allow it (one a minute, five a day; the person's row is locked so two requests count in
 * turn). Returns the token to e-mail.
 */
export async function issueVerificationLink(
  tx: Tx,
  ctx: AppContext,
  userId: string,
  email: string,
) {
  await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`)
  const now = ctx.clock.now()
  const dayAgo = new Date(now.getTime() - DAY)
  const recent = and(
    eq(emailVerifications.userId, userId),
    gt(emailVerifications.createdAt, dayAgo),
  )
  const [sent] = await tx.select({ n: count() }).from(emailVerifications).where(recent)
  if ((sent?.n ?? 0) >= EMAIL_VERIFICATION_LIMITS.perDay)
    throw new TooManyRequestsError('EMAIL_VERIFICATION_DAILY_LIMIT')
  const [last] = await tx
    .select({ createdAt: emailVerifications.createdAt })
    .from(emailVerifications)
    .where(recent)
    .orderBy(desc(emailVerifications.createdAt))
    .limit(1)
  if (last && now.getTime() - last.createdAt.getTime() < EMAIL_VERIFICATION_LIMITS.minIntervalMs)
    throw new TooManyRequestsError('EMAIL_VERIFICATION_TOO_SOON')
  const token = randomBytes(32).toString('base64url')
  await tx.insert(emailVerifications).values({
    userId,
    email,
    tokenHash: hashVerificationToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + EMAIL_VERIFICATION_TTL_MS),
  })
  return token
}

/**
 * E-mails the link, in the person's language. A mail server that fails takes the link back
 * (it does not count toward the limits) and answers 503.
 */
export async function sendVerificationLink(
  ctx: AppContext,
  recipient: { userId: string; handle: string; email: string },
  token: string,
  log: FastifyBaseLogger,
) {
  const t = await deliveryTextsFor(ctx, recipient.userId)
  const link = new URL('/verify-email', ctx.config.publicUrl)
  link.searchParams.set('token', token)
  try {
    await ctx.mail.send({
      to: recipient.email,
      subject: t('verifyEmail.subject'),
      text: t('verifyEmail.body', {
        handle: recipient.handle,
        link: link.toString(),
        hours: EMAIL_VERIFICATION_TTL_MS / (60 * 60 * 1000),
      }),
    })
  } catch (err) {
    log.error({ err }, 'verification e-mail failed')
    await ctx.db
      .delete(emailVerifications)
      .where(eq(emailVerifications.tokenHash, hashVerificationToken(token)))
    throw new ServiceUnavailableError('VERIFICATION_EMAIL_NOT_SENT')
  }
}

/**
 * The first link, right after registration. A mail server that is down does not undo the
 * account: the person can ask again from their account page.
 */
export async function sendFirstVerification(
  ctx: AppContext,
  recipient: { userId: string; handle: string; email: string },
  log: FastifyBaseLogger,
) {
  try {
    const token = await ctx.db.transaction((tx) =>
      issueVerificationLink(tx, ctx, recipient.userId, recipient.email),
    )
    await sendVerificationLink(ctx, recipient, token, log)
  } catch (err) {
    log.warn({ err }, 'no verification e-mail after registration')
  }
}
