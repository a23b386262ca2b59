import { readFileSync } from 'node:fs'
import { ESCROW_ABI } from '@agora/domain'
import { describe, expect, it } from 'vitest'
import { escrowArtifactPath, escrowBuildFiles } from '../../contracts/build.ts'
import { escrowBytecode } from '../../src/chain/escrowContract.ts'

describe('the committed escrow build', () => {
  it('is what Escrow.sol compiles to (run `npm run contracts:build -w apps/api` after a change)', () => {
    const fresh = JSON.parse(escrowBuildFiles().artifact)
    const committed = JSON.parse(readFileSync(escrowArtifactPath, 'utf8'))
    expect(committed.bytecode).toBe(fresh.bytecode)
    expect(escrowBytecode()).toBe(fresh.bytecode)
    expect(ESCROW_ABI).toEqual(fresh.abi)
  })
})
