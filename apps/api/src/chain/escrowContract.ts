import { readFileSync } from 'node:fs'
import { ESCROW_ABI } from '@agora/domain'
import type { Account, Address, Chain, Hex, PublicActions, Transport, WalletClient } from 'viem'

const artifactUrl = new URL('../../contracts/Escrow.json', import.meta.url)

/** The committed build of contracts/Escrow.sol (rebuilt by `npm run contracts:build -w apps/api`). */
export function escrowBytecode(): Hex {
  return (JSON.parse(readFileSync(artifactUrl, 'utf8')) as { bytecode: Hex }).bytecode
}

type Deployer = WalletClient<Transport, Chain, Account> & PublicActions<Transport, Chain>

/** Deploys the escrow with its arbiter and release delay; resolves to its address once mined. */
export async function deployEscrow(
  wallet: Deployer,
  options: { arbiter: Address; releaseDelaySeconds: bigint },
): Promise<Address> {
  const hash = await wallet.deployContract({
    abi: ESCROW_ABI,
    bytecode: escrowBytecode(),
    args: [options.arbiter, options.releaseDelaySeconds],
  })
  const receipt = await wallet.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success' || !receipt.contractAddress)
    throw new Error('escrow deployment failed')
  return receipt.contractAddress
}
