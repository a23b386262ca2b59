import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { compileSolidity, escrowSource } from './compile.ts'

/** The committed escrow build: what the server deploys (demo) and what both apps call. */
export const escrowArtifactPath = fileURLToPath(new URL('./Escrow.json', import.meta.url))
export const escrowAbiModulePath = fileURLToPath(
  new URL('../../../packages/domain/src/marketplace/escrowAbi.ts', import.meta.url),
)

export function escrowBuildFiles() {
  const { Escrow } = compileSolidity(escrowSource, ['Escrow'])
  return {
    artifact: `${JSON.stringify({ contractName: 'Escrow', ...Escrow }, null, 2)}\n`,
    abiModule: `// Generated from apps/api/contracts/Escrow.sol by \`npm run contracts:build -w apps/api\`: do not edit.\nexport const ESCROW_ABI = ${JSON.stringify(Escrow.abi, null, 2)} as const\n`,
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = escrowBuildFiles()
  writeFileSync(escrowArtifactPath, files.artifact)
  writeFileSync(escrowAbiModulePath, files.abiModule)
  console.log(`wrote ${escrowArtifactPath} and ${escrowAbiModulePath}`)
}
