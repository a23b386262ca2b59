import { z } from 'zod'
import { LOCALE_CHOICES } from './i18n/locales.ts'
import { KYC_STATUSES } from './kyc/rules.ts'
import { DISPLAY_NAME_MAX_LENGTH } from './rules/identity.ts'
import { ROLES } from './rules/roles.ts'
import { hasBidiControls } from './rules/text.ts'

export const walletAddressSchema = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'WALLET_ADDRESS_FORMAT')

export const HANDLE_PATTERN = /^[a-z0-9_]{3,30}$/
export const handleSchema = z.string().regex(HANDLE_PATTERN, 'HANDLE_FORMAT')

export const PASSWORD_MIN_LENGTH = 10
export const PASSWORD_MAX_LENGTH = 200
/** A new password, on registration and on reset alike (zod's own length codes say the limits). */
export const newPasswordSchema = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH)

/** How long a password-reset link works. */
export const PASSWORD_RESET_TTL_MS = 30 * 60 * 1000

/** The name shown above the @handle; free text, but nothing that reorders the page around it. */
export const displayNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(DISPLAY_NAME_MAX_LENGTH)
  .refine((name) => !hasBidiControls(name), 'NAME_BIDI_CONTROLS')

export const preferencesSchema = z
  .object({
    theme: z.enum(['light', 'dark', 'system']),
    accentColor: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'ACCENT_COLOR_FORMAT'),
    glassIntensity: z.enum(['low', 'medium', 'high']),
    animationsEnabled: z.boolean(),
    locale: z.enum(LOCALE_CHOICES),
    emailNotifications: z.boolean(),
    /** The person closed the welcome step (chosen a name or skipped it): it does not return. */
    welcomeDismissed: z.boolean(),
  })
  .partial()
  .strict()

export const privacySettingsSchema = z
  .object({
    profileVisibility: z.enum(['public', 'members', 'private']),
    showWalletAddress: z.boolean(),
    allowDirectMessages: z.enum(['everyone', 'following', 'nobody']),
    showActivity: z.boolean(),
  })
  .partial()
  .strict()

export type Preferences = z.infer<typeof preferencesSchema>
export type PrivacySettings = z.infer<typeof privacySettingsSchema>

export const userSchema = z
  .object({
    id: z.string(),
    address: z.string().nullable(),
    handle: z.string(),
    displayName: z.string().nullable(),
    bio: z.string().nullable(),
    avatar: z.string().nullable(),
    ens: z.string().nullable(),
    email: z.string().nullable(),
    /** Whether `email` was confirmed through the link e-mailed to it; notification e-mail needs it. */
    emailVerified: z.boolean(),
    kycStatus: z.enum(KYC_STATUSES),
    role: z.enum(ROLES),
    permissions: z.array(z.string()),
    isActive: z.boolean(),
    isSuspended: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    preferences: preferencesSchema,
    privacySettings: privacySettingsSchema,
  })
  .meta({ id: 'User' })

export type User = z.infer<typeof userSchema>

export const nonceRequestSchema = z.object({
  walletAddress: walletAddressSchema,
  chainId: z.number().int().positive().optional(),
})
export const nonceResponseSchema = z.object({
  success: z.literal(true),
  nonce: z.string(),
  message: z.string(),
})

export const walletLoginRequestSchema = z.object({
  address: walletAddressSchema,
  signature: z.string().regex(/^0x[0-9a-fA-F]+$/, 'SIGNATURE_HEX_FORMAT'),
  message: z.string().min(1).max(4000),
  nonce: z.string().min(8).max(64),
})
export const sessionResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  user: userSchema,
})
export const tokenResponseSchema = z.object({ success: z.literal(true), token: z.string() })
export const userResponseSchema = z.object({ success: z.literal(true), user: userSchema })

export const registerRequestSchema = z.object({
  handle: handleSchema,
  email: z.email().max(254),
  password: newPasswordSchema,
  walletAddress: walletAddressSchema.optional(),
})
export const loginRequestSchema = z.object({
  email: z.email(),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
})

export const passwordResetRequestSchema = z.object({ email: z.email().max(254) })
export const passwordResetConfirmSchema = z.object({
  token: z.string().min(1).max(200),
  password: newPasswordSchema,
})

export const adminLoginResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ token: z.string(), user: userSchema }),
  message: z.string(),
})
