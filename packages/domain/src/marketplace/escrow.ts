import { keccak_256 } from '@noble/hashes/sha3.js'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js'

export { ESCROW_ABI } from './escrowAbi.ts'

/** The escrow's whole amount in basis points: `resolve(orderId, buyerBps)` gives the buyer buyerBps / 10,000. */
export const ESCROW_FULL_BPS = 10_000
/** Days after funding before anyone may release an undisputed escrow to the seller (the default). */
export const ESCROW_RELEASE_DAYS_DEFAULT = 14

/**
 * An order's id on the escrow contract: keccak256 of the order's id as UTF-8 bytes, the same
 * as viem's `keccak256(toBytes(order.id))`.
 */
export function escrowOrderId(orderId: string): `0x${string}` {
  return `0x${bytesToHex(keccak_256(utf8ToBytes(orderId)))}`
}
