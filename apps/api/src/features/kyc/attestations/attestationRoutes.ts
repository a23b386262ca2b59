import {
  attestationIssuerSchema,
  attestationResponseSchema,
  attestationVerificationSchema,
  attestationVerifyRequestSchema,
} from '@agora/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppContext } from '../../../context.ts'
import { requireViewer } from '../../../http/guards.ts'
import {
  bearerSecurity,
  errorResponses,
  perMinute,
  publicSecurity,
} from '../../../http/routeSchemas.ts'
import { attestationFor, issuerDocument, verifyAttestation } from './attestations.ts'

/** Portable proof of a verification: Agora's signed EAS attestations, and their check. */
export function attestationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/kyc/attestation',
      {
        schema: {
          tags: ['kyc'],
          summary: 'An EAS off-chain attestation of the signed-in person’s verified tier',
          operationId: 'getKycAttestation',
          security: bearerSecurity,
          response: { 200: attestationResponseSchema, ...errorResponses(401, 403, 409) },
        },
        config: perMinute(20),
      },
      async (request) => ({
        success: true as const,
        attestation: await attestationFor(ctx, requireViewer(request).userId),
      }),
    )

    app.post(
      '/api/kyc/attestations/verify',
      {
        schema: {
          tags: ['kyc'],
          summary: 'Check an attestation: Agora’s signature, and whether it is revoked or expired',
          operationId: 'verifyKycAttestation',
          security: publicSecurity,
          body: attestationVerifyRequestSchema,
          response: { 200: attestationVerificationSchema, ...errorResponses(400, 429) },
        },
        config: perMinute(60),
      },
      async (request) => ({
        success: true as const,
        ...(await verifyAttestation(ctx, request.body.attestation)),
      }),
    )

    app.get(
      '/.well-known/agora-attestations.json',
      {
        schema: {
          tags: ['kyc'],
          summary: 'Agora’s attestation issuer address, schema and EAS domain',
          operationId: 'getAttestationIssuer',
          security: publicSecurity,
          response: { 200: attestationIssuerSchema, ...errorResponses(429) },
        },
        config: { cachePolicy: { kind: 'public', maxAge: 300 } },
      },
      async () => issuerDocument(ctx),
    )
  }
}
