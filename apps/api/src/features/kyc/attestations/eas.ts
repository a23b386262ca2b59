import { createRequire } from 'node:module'
import { KYC_ATTESTATION_SCHEMA } from '@agora/domain'

// @NOTE the SDK's ESM build imports lodash by named export, which Node refuses; its CommonJS build loads
const easSdk = createRequire(import.meta.url)(
  '@ethereum-attestation-service/eas-sdk',
) as typeof import('@ethereum-attestation-service/eas-sdk')

export const { Offchain, SchemaEncoder, ZERO_BYTES32 } = easSdk
export type SignedOffchainAttestation =
  import('@ethereum-attestation-service/eas-sdk').SignedOffchainAttestation

/**
 * The EIP-712 domain Agora's off-chain attestations are signed in: the Ethereum mainnet EAS
 * contract (version 0.26, as the SDK's own example has it). Nothing is sent to a chain.
 */
export const EAS_DOMAIN = {
  chainId: 1,
  address: '0xA1207F3BBa224E2c9c3c6D5aF63D0eb1582Ce587',
  version: '0.26',
} as const

/** No resolver, revocable: a verification can be withdrawn. */
export const SCHEMA_UID = easSdk.SchemaRegistry.getSchemaUID(
  KYC_ATTESTATION_SCHEMA,
  '0x0000000000000000000000000000000000000000',
  true,
)

export const offchain = new Offchain(
  { address: EAS_DOMAIN.address, version: EAS_DOMAIN.version, chainId: BigInt(EAS_DOMAIN.chainId) },
  easSdk.OffchainAttestationVersion.Version2,
  new easSdk.EAS(EAS_DOMAIN.address),
)

export const schemaEncoder = new SchemaEncoder(KYC_ATTESTATION_SCHEMA)
