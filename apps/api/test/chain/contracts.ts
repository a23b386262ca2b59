import { fileURLToPath } from 'node:url'
import { createWalletClient, type Hex, http, publicActions } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { hardhat } from 'viem/chains'
import { type Compiled, compileSolidity } from '../../contracts/compile.ts'

// Hardhat's first default account: publicly known, funded on every local node
export const FUNDED_KEY: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'

/** Compiles a test contract from ./contracts (see contracts/compile.ts). */
export function compile<Name extends string>(
  fileName: string,
  names: readonly Name[],
): Record<Name, Compiled> {
  return compileSolidity(fileURLToPath(new URL(`./contracts/${fileName}`, import.meta.url)), names)
}

export function deployerClient(rpcUrl: string) {
  return createWalletClient({
    account: privateKeyToAccount(FUNDED_KEY),
    chain: hardhat,
    transport: http(rpcUrl),
  }).extend(publicActions)
}

export async function deploy(rpcUrl: string, contract: Compiled, args: unknown[] = []) {
  const client = deployerClient(rpcUrl)
  const hash = await client.deployContract({ abi: contract.abi, bytecode: contract.bytecode, args })
  const receipt = await client.waitForTransactionReceipt({ hash })
  if (!receipt.contractAddress) throw new Error('deployment made no contract')
  return receipt.contractAddress
}
