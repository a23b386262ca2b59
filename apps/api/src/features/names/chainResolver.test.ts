import {
  createPublicClient,
  custom,
  decodeFunctionData,
  encodeFunctionResult,
  namehash,
  type PublicClient,
  parseAbi,
  zeroAddress,
} from 'viem'
import { base, mainnet } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import type { ChainClients } from '../../chain/clients.ts'
import { loadConfig } from '../../config.ts'
import { BASENAME_L2_RESOLVER, basenameResolverAbi, chainResolver } from './chainResolver.ts'

// @NOTE no ENS contracts compile here (no @ensdomains package is installed and none can be):
// these tests play the chains at viem's boundary, answering the eth_calls viem makes, the
// way ENS's Universal Resolver and Basenames' L2 resolver would.

const universalResolverAbi = parseAbi([
  'function reverseWithGateways(bytes lookupAddress, uint256 coinType, string[] gateways) view returns (string, address, address)',
  'function resolveWithGateways(bytes name, bytes data, string[] gateways) view returns (bytes, address)',
  'function addr(bytes32 node) view returns (address)',
])

type Records = { reverse: Record<string, string>; forward: Record<string, `0x${string}`> }

/** A chain whose name contracts hold `records`; `calls` lists the functions viem called. */
function playedChain(chainId: number, records: Records, fail = false) {
  const calls: string[] = []
  const nodes = new Map(Object.entries(records.forward).map(([name, a]) => [namehash(name), a]))
  const request = async ({ method, params }: { method: string; params?: unknown }) => {
    if (method === 'eth_chainId') return `0x${chainId.toString(16)}`
    if (method !== 'eth_call') throw new Error(`unexpected ${method}`)
    if (fail) throw new Error('connection refused')
    const { to, data } = (params as [{ to: string; data: `0x${string}` }])[0]
    const abi = [...universalResolverAbi, ...basenameResolverAbi]
    const call = decodeFunctionData({ abi, data })
    calls.push(`${to.toLowerCase()}:${call.functionName}`)
    const result = (functionName: string, values: unknown) =>
      encodeFunctionResult({ abi, functionName, result: values } as never)
    switch (call.functionName) {
      case 'reverseWithGateways': {
        const name = records.reverse[String(call.args[0]).toLowerCase()] ?? ''
        return result('reverseWithGateways', [name, zeroAddress, zeroAddress])
      }
      case 'resolveWithGateways': {
        const inner = decodeFunctionData({ abi: universalResolverAbi, data: call.args[1] })
        const found = nodes.get(inner.args[0] as `0x${string}`) ?? zeroAddress
        return result('resolveWithGateways', [result('addr', found), zeroAddress])
      }
      case 'name': {
        const entry = Object.entries(records.reverse).find(
          ([a]) => namehash(`${a.slice(2)}.80002105.reverse`) === call.args[0],
        )
        return result('name', entry?.[1] ?? '')
      }
      case 'addr':
        return result('addr', nodes.get(call.args[0] as `0x${string}`) ?? zeroAddress)
    }
  }
  const chain = chainId === base.id ? base : mainnet
  const client = createPublicClient({ chain, transport: custom({ request }) }) as PublicClient
  return { client, calls }
}

const alice = '0x1111111111111111111111111111111111111111'
const bob = '0x2222222222222222222222222222222222222222'

function resolverOn(chains: { 1?: PublicClient; 8453?: PublicClient }) {
  const env: Record<string, string> = {}
  if (chains[1]) env.RPC_URL_1 = 'http://127.0.0.1:1'
  if (chains[8453]) env.RPC_URL_8453 = 'http://127.0.0.1:2'
  const clients = {
    publicClient: (id: number) => chains[id as 1 | 8453] as PublicClient,
  } as ChainClients
  return chainResolver(loadConfig(env), clients)
}

describe('names from ENS and Basenames', () => {
  it('takes the primary ENS name when it resolves back to the address', async () => {
    const ens = playedChain(1, {
      reverse: { [alice]: 'alice.eth' },
      forward: { 'alice.eth': alice },
    })
    const resolver = resolverOn({ 1: ens.client })
    expect(await resolver?.resolve(alice)).toBe('alice.eth')
    expect(ens.calls).toEqual([
      `${mainnet.contracts.ensUniversalResolver.address.toLowerCase()}:reverseWithGateways`,
      `${mainnet.contracts.ensUniversalResolver.address.toLowerCase()}:resolveWithGateways`,
    ])
  })

  it('refuses a reverse record whose name points elsewhere (no forward match)', async () => {
    const ens = playedChain(1, { reverse: { [alice]: 'bob.eth' }, forward: { 'bob.eth': bob } })
    expect(await resolverOn({ 1: ens.client })?.resolve(alice)).toBeNull()
  })

  it('refuses a name not in normalised form', async () => {
    const ens = playedChain(1, {
      reverse: { [alice]: 'Alice.eth' },
      forward: { 'Alice.eth': alice },
    })
    expect(await resolverOn({ 1: ens.client })?.resolve(alice)).toBeNull()
  })

  it('falls back to the Basename on Base, forward-checked on its L2 resolver', async () => {
    const ens = playedChain(1, { reverse: {}, forward: {} })
    const onBase = playedChain(8453, {
      reverse: { [alice]: 'alice.base.eth', [bob]: 'alice.base.eth' },
      forward: { 'alice.base.eth': alice },
    })
    const resolver = resolverOn({ 1: ens.client, 8453: onBase.client })
    expect(await resolver?.resolve(alice)).toBe('alice.base.eth')
    expect(await resolver?.resolve(bob)).toBeNull()
    expect(onBase.calls[0]).toBe(`${BASENAME_L2_RESOLVER.toLowerCase()}:name`)
    expect(onBase.calls[1]).toBe(`${BASENAME_L2_RESOLVER.toLowerCase()}:addr`)
  })

  it('is off without a configured mainnet or Base RPC, and says when a chain fails', async () => {
    expect(resolverOn({})).toBeNull()
    const down = playedChain(1, { reverse: {}, forward: {} }, true)
    await expect(resolverOn({ 1: down.client })?.resolve(alice)).rejects.toThrow(
      'connection refused',
    )
  })
})
