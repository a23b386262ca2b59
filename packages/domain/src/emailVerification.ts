import { z } from 'zod'
import { PASSWORD_MAX_LENGTH, userSchema } from './auth.ts'

/** How long a verification link works. */
export const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000

/** Verification e-mails a person can have sent: at most one a minute and five a day. */
export const EMAIL_VERIFICATION_LIMITS = {
  minIntervalMs: 60 * 1000,
  perDay: 5,
} as const

export const emailVerifyRequestSchema = z.object({ token: z.string().min(1).max(200) })

/** The account it verified, when the one who opened the link is signed in to it. */
export const emailVerifyResponseSchema = z.object({
  success: z.literal(true),
  user: userSchema.nullable(),
})

/** A new address; an account with a password must give it, so a stolen session cannot take it over. */
export const emailChangeRequestSchema = z.object({
  email: z.email().max(254),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH).optional(),
})
export type EmailChangeRequest = z.infer<typeof emailChangeRequestSchema>
