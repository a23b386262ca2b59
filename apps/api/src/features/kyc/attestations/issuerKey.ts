import type { TypedDataDomain } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { Config } from '../../../config.ts'
import { secretInDataDir } from '../../../secrets.ts'
import type { offchain } from './eas.ts'

type TypeDataSigner = Parameters<typeof offchain.signOffchainAttestation>[1]
type EthersDomain = Parameters<TypeDataSigner['signTypedData']>[0]

const KEY_FILE = 'attestation-issuer-key'
const signers = new WeakMap<Config, Promise<TypeDataSigner & { address: `0x${string}` }>>()

/** Agora's attestation signer: ATTESTATION_ISSUER_KEY, or a key generated into the data directory. */
export function attestationIssuer(config: Config) {
  let signer = signers.get(config)
  if (!signer) {
    signer = (async () => {
      const key =
        config.kyc.attestationIssuerKey ??
        ((await secretInDataDir(config.dataDir, KEY_FILE, generatePrivateKey)) as `0x${string}`)
      const account = privateKeyToAccount(key)
      // the SDK signs through an ethers-style signer; viem's account does the signing
      return {
        address: account.address,
        getAddress: async () => account.address,
        signTypedData: (domain, types, message) => {
          const [primaryType] = Object.keys(types)
          if (!primaryType) throw new Error('typed data without a type')
          return account.signTypedData({
            domain: viemDomain(domain),
            types,
            primaryType,
            message,
          })
        },
      } satisfies TypeDataSigner & { address: `0x${string}` }
    })()
    signers.set(config, signer)
  }
  return signer
}

/** The SDK's ethers-style EIP-712 domain in viem's shape (EAS domains carry no salt). */
function viemDomain(domain: EthersDomain): TypedDataDomain {
  return {
    ...(domain.name != null && { name: domain.name }),
    ...(domain.version != null && { version: domain.version }),
    ...(domain.chainId != null && { chainId: BigInt(domain.chainId) }),
    ...(domain.verifyingContract != null && {
      verifyingContract: domain.verifyingContract as `0x${string}`,
    }),
  }
}
