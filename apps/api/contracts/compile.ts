import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Abi, Hex } from 'viem'

export type Compiled = { abi: Abi; bytecode: Hex }

const require = createRequire(import.meta.url)

/** Where `@openzeppelin/...` imports are read from: the installed packages. */
function readImport(importPath: string) {
  try {
    return { contents: readFileSync(require.resolve(importPath), 'utf8') }
  } catch {
    return { error: `cannot find ${importPath}` }
  }
}

/**
 * Compiles one Solidity file with solc-js, offline (Hardhat's compiler download is
 * unreachable here), resolving package imports from node_modules. The optimizer settings
 * are fixed so the committed escrow artifact can be rebuilt byte for byte.
 */
export function compileSolidity<Name extends string>(
  file: string,
  names: readonly Name[],
): Record<Name, Compiled> {
  const solc = require('solc')
  const fileName = path.basename(file)
  const output = JSON.parse(
    solc.compile(
      JSON.stringify({
        language: 'Solidity',
        sources: { [fileName]: { content: readFileSync(file, 'utf8') } },
        settings: {
          optimizer: { enabled: true, runs: 200 },
          evmVersion: 'cancun',
          outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
        },
      }),
      { import: readImport },
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

export const escrowSource = fileURLToPath(new URL('./Escrow.sol', import.meta.url))
