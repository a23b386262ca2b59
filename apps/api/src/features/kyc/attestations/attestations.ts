import {
  type AttestationVerification,
  ConflictError,
  KYC_ATTESTATION_DAYS,
  KYC_ATTESTATION_SCHEMA,
  KYC_TIERS,
  type KycTier,
  type SignedAttestation,
} from '@agora/domain'
import { and, desc, eq, gt } from 'drizzle-orm'
import { getAddress } from 'viem'
import type { AppContext } from '../../../context.ts'
import { kycAttestations, kycRequests } from '../../../db/schema/kyc.ts'
import { users } from '../../../db/schema/users.ts'
import {
  EAS_DOMAIN,
  offchain,
  SCHEMA_UID,
  type SignedOffchainAttestation,
  schemaEncoder,
  ZERO_BYTES32,
} from './eas.ts'
import { attestationIssuer } from './issuerKey.ts'

const DAY = 24 * 60 * 60 * 1000

/** The attestation as plain JSON: its 64-bit numbers as decimal strings. */
const asJson = (attestation: SignedOffchainAttestation): SignedAttestation =>
  JSON.parse(
    JSON.stringify(attestation, (_key, value) =>
      typeof value === 'bigint' ? value.toString() : value,
    ),
  )

/**
 * An EAS off-chain attestation of the person's verified tier, for their wallet address:
 * the one already issued while it has more than a day left, else a new one.
 */
export async function attestationFor(ctx: AppContext, userId: string) {
  const [user] = await ctx.db
    .select({ address: users.address })
    .from(users)
    .where(eq(users.id, userId))
  const [verified] = await ctx.db
    .select({ id: kycRequests.id, tier: kycRequests.tier })
    .from(kycRequests)
    .where(and(eq(kycRequests.userId, userId), eq(kycRequests.status, 'verified')))
    .orderBy(desc(kycRequests.reviewedAt))
    .limit(1)
  if (!verified) throw new ConflictError('KYC_NOT_VERIFIED')
  if (!user?.address) throw new ConflictError('KYC_NO_WALLET')
  const now = ctx.clock.now()
  const [issued] = await ctx.db
    .select({ attestation: kycAttestations.attestation })
    .from(kycAttestations)
    .where(
      and(
        eq(kycAttestations.requestId, verified.id),
        eq(kycAttestations.subject, getAddress(user.address)),
        gt(kycAttestations.expiresAt, new Date(now.getTime() + DAY)),
      ),
    )
    .orderBy(desc(kycAttestations.expiresAt))
    .limit(1)
  if (issued) return issued.attestation as SignedAttestation

  const expiresAt = BigInt(Math.floor(now.getTime() / 1000) + KYC_ATTESTATION_DAYS * 86400)
  const subject = getAddress(user.address)
  const signed = await offchain.signOffchainAttestation(
    {
      schema: SCHEMA_UID,
      recipient: subject,
      time: BigInt(Math.floor(now.getTime() / 1000)),
      expirationTime: expiresAt,
      revocable: true,
      refUID: ZERO_BYTES32,
      data: schemaEncoder.encodeData([
        { name: 'subject', type: 'address', value: subject },
        { name: 'tier', type: 'string', value: verified.tier },
        { name: 'expiresAt', type: 'uint64', value: expiresAt },
      ]),
    },
    await attestationIssuer(ctx.config),
    { verifyOnchain: false },
  )
  const attestation = asJson(signed)
  await ctx.db.insert(kycAttestations).values({
    uid: signed.uid,
    requestId: verified.id,
    subject,
    tier: verified.tier,
    attestation,
    expiresAt: new Date(Number(expiresAt) * 1000),
    createdAt: now,
  })
  return attestation
}

/** What another app needs to check Agora's attestations (/.well-known/agora-attestations.json). */
export async function issuerDocument(ctx: AppContext) {
  const issuer = await attestationIssuer(ctx.config)
  return {
    issuer: issuer.address,
    schema: KYC_ATTESTATION_SCHEMA,
    schemaUid: SCHEMA_UID,
    eas: { ...EAS_DOMAIN },
    verifyUrl: new URL('/api/kyc/attestations/verify', ctx.config.publicUrl).toString(),
  }
}

const NOT_AGORAS: Omit<AttestationVerification, 'success'> = {
  valid: false,
  revoked: false,
  expired: false,
  subject: null,
  tier: null,
  expiresAt: null,
}

/**
 * Checks an attestation as Agora issued it: Agora's signature in Agora's EAS domain and
 * schema, then whether the verification behind it still stands and the time is not past.
 */
export async function verifyAttestation(
  ctx: AppContext,
  attestation: SignedAttestation,
): Promise<Omit<AttestationVerification, 'success'>> {
  const issuer = await attestationIssuer(ctx.config)
  const message = attestation.message
  const domain = attestation.domain
  const inAgorasDomain =
    String(domain.chainId) === String(EAS_DOMAIN.chainId) &&
    domain.verifyingContract.toLowerCase() === EAS_DOMAIN.address.toLowerCase() &&
    domain.version === EAS_DOMAIN.version &&
    String(message.schema).toLowerCase() === SCHEMA_UID.toLowerCase()
  if (!inAgorasDomain || !signedByAgora(issuer.address, attestation)) return NOT_AGORAS

  const fields = decodeFields(String(message.data))
  if (!fields) return NOT_AGORAS
  const [row] = await ctx.db
    .select({ status: kycRequests.status })
    .from(kycAttestations)
    .innerJoin(kycRequests, eq(kycRequests.id, kycAttestations.requestId))
    .where(eq(kycAttestations.uid, attestation.uid.toLowerCase()))
  // signed by Agora but unknown here (its request deleted with the account): nothing stands behind it
  const revoked = row?.status !== 'verified'
  const expired = fields.expiresAt * 1000 <= ctx.clock.now().getTime()
  return {
    valid: !revoked && !expired,
    revoked,
    expired,
    subject: fields.subject,
    tier: fields.tier,
    expiresAt: new Date(fields.expiresAt * 1000).toISOString(),
  }
}

function signedByAgora(issuer: string, attestation: SignedAttestation) {
  try {
    return offchain.verifyOffchainAttestationSignature(
      issuer,
      attestation as unknown as SignedOffchainAttestation,
    )
  } catch {
    // a malformed field (not hex, not a number) is no signature of ours
    return false
  }
}

function decodeFields(data: string) {
  try {
    const values = Object.fromEntries(
      schemaEncoder.decodeData(data).map((item) => [item.name, item.value.value]),
    )
    const tier = String(values.tier)
    if (!(KYC_TIERS as readonly string[]).includes(tier)) return null
    return {
      subject: String(values.subject),
      tier: tier as KycTier,
      expiresAt: Number(values.expiresAt),
    }
  } catch {
    return null
  }
}
