import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { type Abi, createWalletClient, type Hex, http, publicActions } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { hardhat } from 'viem/chains'

// Hardhat's first default account: publicly known, funded on every local node
export const FUNDED_KEY: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'

type Compiled = { abi: Abi; bytecode: Hex }

const require = createRequire(import.meta.url)

/** Imports such as `@openzeppelin/contracts/…` come from node_modules. */
function findImports(importPath: string) {
  try {
    return { contents: readFileSync(require.resolve(importPath), 'utf8') }
  } catch {
    return { error: `not found: ${importPath}` }
  }
}

/** Compiles a test contract with solc-js (Hardhat's compiler download is unreachable here). */
export function compile<Name extends string>(
  fileName: string,
  names: readonly Name[],
): Record<Name, Compiled> {
  const solc = require('solc')
  const source = readFileSync(
    fileURLToPath(new URL(`./contracts/${fileName}`, import.meta.url)),
    'utf8',
  )
  const output = JSON.parse(
    solc.compile(
      JSON.stringify({
        language: 'Solidity',
        sources: { [fileName]: { content: source } },
        settings: { outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
      }),
      { import: findImports },
    ),
  )
  const failures = (output.errors ?? []).filter((e: { severity: string }) => e.severity === 'error')
  if (failures.length)
    throw new Error(
      failures.map((e: { formattedMessage: string }) => e.formattedMessage).join('\n'),
    )
  const contracts: Record<string, { abi: Abi; evm: { bytecode: { object: string } } }> =
    output.contracts[fileName]
  const compiled = {} as Record<Name, Compiled>
  for (const name of names) {
    const contract = contracts[name]
    if (!contract) throw new Error(`${fileName} has no contract ${name}`)
    compiled[name] = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }
  }
  return compiled
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
