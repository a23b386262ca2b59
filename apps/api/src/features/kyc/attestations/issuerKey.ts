import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { Config } from '../../../config.ts'
import { secretInDataDir } from '../../../secrets.ts'
import type { offchain } from './eas.ts'

type TypeDataSigner = Parameters<typeof offchain.signOffchainAttestation>[1]

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
            // biome-ignore lint/suspicious/noExplicitAny: the SDK's ethers-typed domain is viem's at runtime
            domain: domain as any,
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
