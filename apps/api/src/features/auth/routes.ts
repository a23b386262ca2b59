import {
  errorResponseSchema,
  loginRequestSchema,
  nonceRequestSchema,
  nonceResponseSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  preferencesSchema,
  privacySettingsSchema,
  registerRequestSchema,
  sessionResponseSchema,
  tokenResponseSchema,
  userResponseSchema,
  walletLoginRequestSchema,
} from '@agora/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { requireViewer } from '../../http/guards.ts'
import {
  bearerSecurity,
  errorResponses,
  okResponse,
  optionalBearerSecurity,
  perMinute,
  publicSecurity,
} from '../../http/routeSchemas.ts'
import { refreshSession, revokeSession } from '../../sessions.ts'
import { updatePreferences, updatePrivacySettings } from './accountSettings.ts'
import { logIn, register } from './emailAccounts.ts'
import { confirmPasswordReset, requestPasswordReset } from './passwordResets.ts'
import { findUser, toUser } from './users.ts'
import { sendFirstVerification } from './verificationLinks.ts'
import { completeSignIn, prepareSignIn } from './walletSignIn.ts'

const errors = errorResponses(400, 401, 403)

export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/auth/nonce',
      {
        schema: {
          tags: ['auth'],
          summary: 'A single-use nonce and the EIP-4361 message to sign with it',
          operationId: 'createSignInNonce',
          security: publicSecurity,
          body: nonceRequestSchema,
          response: { 200: nonceResponseSchema, 400: errorResponseSchema },
        },
        config: perMinute(30),
      },
      async (request) => ({
        success: true as const,
        ...(await prepareSignIn(ctx, request.body.walletAddress, request.body.chainId)),
      }),
    )

    app.post(
      '/api/auth/wallet',
      {
        schema: {
          tags: ['auth'],
          summary:
            'Sign in with a signed message; with a bearer token, link the wallet to that account',
          operationId: 'signInWithWallet',
          security: optionalBearerSecurity,
          body: walletLoginRequestSchema,
          response: {
            200: sessionResponseSchema,
            ...errors,
            409: errorResponseSchema,
            503: errorResponseSchema,
          },
        },
        config: perMinute(20),
      },
      async (request) => {
        const { address, message, nonce } = request.body
        const signature = request.body.signature as `0x${string}`
        const viewer = request.headers.authorization ? requireViewer(request) : null
        return {
          success: true as const,
          ...(await completeSignIn(ctx, { address, message, nonce, signature }, viewer, {
            ip: request.ip,
          })),
        }
      },
    )

    app.post(
      '/api/auth/register',
      {
        schema: {
          tags: ['auth'],
          summary: 'Open an e-mail account (link a wallet afterwards by signing in with it)',
          operationId: 'register',
          security: publicSecurity,
          body: registerRequestSchema,
          response: {
            201: tokenResponseSchema,
            400: errorResponseSchema,
            409: errorResponseSchema,
          },
        },
        config: perMinute(5),
      },
      async (request, reply) => {
        const { token, recipient } = await register(ctx, request.body)
        await sendFirstVerification(ctx, recipient, request.log)
        return reply.status(201).send({ success: true as const, token })
      },
    )

    app.post(
      '/api/auth/login',
      {
        schema: {
          tags: ['auth'],
          summary: 'Log in with an e-mail and password',
          operationId: 'logIn',
          security: publicSecurity,
          body: loginRequestSchema,
          response: { 200: tokenResponseSchema, ...errors, 429: errorResponseSchema },
        },
        config: perMinute(10),
      },
      async (request) => {
        const { token } = await logIn(ctx, { ...request.body, clientIp: request.ip })
        return { success: true as const, token }
      },
    )

    app.post(
      '/api/auth/password-reset',
      {
        schema: {
          tags: ['auth'],
          summary:
            'E-mail a single-use reset link; the answer is the same whether or not the e-mail has an account',
          operationId: 'requestPasswordReset',
          security: publicSecurity,
          body: passwordResetRequestSchema,
          response: { 202: okResponse, 400: errorResponseSchema, 429: errorResponseSchema },
        },
        config: perMinute(5),
      },
      async (request, reply) => {
        await requestPasswordReset(ctx, {
          email: request.body.email,
          clientIp: request.ip,
          log: request.log,
        })
        return reply.status(202).send({ success: true as const })
      },
    )

    app.post(
      '/api/auth/password-reset/confirm',
      {
        schema: {
          tags: ['auth'],
          summary: 'Set a new password with a reset link; ends every session of the account',
          operationId: 'confirmPasswordReset',
          security: publicSecurity,
          body: passwordResetConfirmSchema,
          response: { 200: okResponse, 400: errorResponseSchema, 410: errorResponseSchema },
        },
        config: perMinute(10),
      },
      async (request) => {
        await confirmPasswordReset(ctx, request.body)
        return { success: true as const }
      },
    )

    app.get(
      '/api/auth/me',
      {
        schema: {
          tags: ['auth'],
          summary: 'The signed-in person’s account',
          operationId: 'getMe',
          security: bearerSecurity,
          response: { 200: userResponseSchema, ...errors },
        },
      },
      async (request) => {
        const viewer = requireViewer(request)
        return { success: true as const, user: toUser(await findUser(ctx, viewer.userId)) }
      },
    )

    app.post(
      '/api/auth/refresh',
      {
        schema: {
          tags: ['auth'],
          summary: 'Swap the token for a new one; the old one stops working after a short grace',
          operationId: 'refreshSession',
          security: bearerSecurity,
          response: { 200: tokenResponseSchema, ...errors },
        },
      },
      async (request) => {
        const viewer = requireViewer(request)
        return {
          success: true as const,
          token: await refreshSession(ctx, viewer.userId, viewer.sessionId),
        }
      },
    )

    app.post(
      '/api/auth/logout',
      {
        schema: {
          tags: ['auth'],
          summary: 'Log out: the token stops working',
          operationId: 'logOut',
          security: bearerSecurity,
          response: { 200: okResponse, ...errors },
        },
      },
      async (request) => {
        await revokeSession(ctx, requireViewer(request).sessionId)
        return { success: true as const }
      },
    )

    app.put(
      '/api/auth/preferences',
      {
        schema: {
          tags: ['auth'],
          summary: 'Change the signed-in person’s preferences: theme, language, e-mail notices',
          operationId: 'updatePreferences',
          security: bearerSecurity,
          body: z.object({ preferences: preferencesSchema }),
          response: { 200: userResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        user: await updatePreferences(ctx, requireViewer(request).userId, request.body.preferences),
      }),
    )

    app.put(
      '/api/auth/privacy',
      {
        schema: {
          tags: ['auth'],
          summary:
            'Change who sees the signed-in person’s profile, wallet address and activity, and who may message them',
          operationId: 'updatePrivacySettings',
          security: bearerSecurity,
          body: z.object({ privacySettings: privacySettingsSchema }),
          response: { 200: userResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        user: await updatePrivacySettings(
          ctx,
          requireViewer(request).userId,
          request.body.privacySettings,
        ),
      }),
    )
  }
}
