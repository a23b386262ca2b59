import { BadRequestError, ServiceUnavailableError } from '@agora/domain'
import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  ContractFunctionZeroDataError,
  HttpRequestError,
  type PublicClient,
  TimeoutError,
} from 'viem'

const tokenAbi = [
  {
    type: 'function',
    name: 'balanceOf',
    stateMutability: 'view',
    inputs: [{ name: 'owner', type: 'address' }],
    outputs: [{ type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'decimals',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ type: 'uint8' }],
  },
  {
    type: 'function',
    name: 'symbol',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ type: 'string' }],
  },
  {
    type: 'function',
    name: 'supportsInterface',
    stateMutability: 'view',
    inputs: [{ name: 'interfaceId', type: 'bytes4' }],
    outputs: [{ type: 'bool' }],
  },
] as const

const ERC721_INTERFACE_ID = '0x80ac58cd'
// any address a token answers balanceOf for (ERC-721 refuses the zero address)
const PROBE_OWNER: Address = '0x000000000000000000000000000000000000dEaD'

export const chainUnavailable = () =>
  new ServiceUnavailableError('CHAIN_UNAVAILABLE', { check: 'tokens' })

/** Whether an error is the contract saying no (a revert, no code), rather than the RPC failing. */
function isContractRefusal(error: unknown) {
  if (!(error instanceof BaseError)) return false
  const transport = error.walk((e) => e instanceof HttpRequestError || e instanceof TimeoutError)
  if (transport) return false
  return Boolean(
    error.walk(
      (e) =>
        e instanceof ContractFunctionRevertedError || e instanceof ContractFunctionZeroDataError,
    ),
  )
}

/** Runs a chain read; whatever goes wrong is 503 CHAIN_UNAVAILABLE, never a guessed value. */
async function read<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch {
    throw chainUnavailable()
  }
}

/** The latest block: the snapshot a new proposal's power is read at. */
export function latestBlock(client: PublicClient) {
  // viem keeps a block number for a few seconds by default: a snapshot must be the chain's now
  return read(() => client.getBlockNumber({ cacheTime: 0 }))
}

/**
 * `balanceOf(owner)` at a block: an ERC-20's balance in base units, or how many of an
 * ERC-721 collection's tokens the owner holds. Any failure is CHAIN_UNAVAILABLE.
 */
export function tokenBalance(
  client: PublicClient,
  token: Address,
  owner: Address,
  blockNumber?: bigint,
) {
  return read(() =>
    client.readContract({
      address: token,
      abi: tokenAbi,
      functionName: 'balanceOf',
      args: [owner],
      ...(blockNumber === undefined ? {} : { blockNumber }),
    }),
  )
}

const notAToken = (kind: 'erc20' | 'erc721', token: string, chainId: number) =>
  new BadRequestError('TOKEN_CONTRACT_INVALID', { token, kind, chainId })

/**
 * Checks that `token` is a contract of that kind at `blockNumber` and reads what shows it to
 * people: an ERC-20's decimals (0 when it has none) and symbol. A contract that refuses is
 * 400 TOKEN_CONTRACT_INVALID; a chain that cannot be reached, 503 CHAIN_UNAVAILABLE.
 */
export async function describeToken(
  client: PublicClient,
  chainId: number,
  kind: 'erc20' | 'erc721',
  token: Address,
  blockNumber: bigint,
): Promise<{ decimals: number; symbol: string | null }> {
  const code = await read(() => client.getCode({ address: token, blockNumber }))
  if (!code || code === '0x') throw notAToken(kind, token, chainId)
  const call = async <T>(run: () => Promise<T>, fallback: T | 'refuse') => {
    try {
      return await run()
    } catch (error) {
      if (!isContractRefusal(error)) throw chainUnavailable()
      if (fallback === 'refuse') throw notAToken(kind, token, chainId)
      return fallback
    }
  }
  await call(
    () =>
      client.readContract({
        address: token,
        abi: tokenAbi,
        functionName: 'balanceOf',
        args: [PROBE_OWNER],
        blockNumber,
      }),
    'refuse',
  )
  const symbol = await call(
    () =>
      client.readContract({ address: token, abi: tokenAbi, functionName: 'symbol', blockNumber }),
    null,
  )
  if (kind === 'erc721') {
    const isErc721 = await call(
      () =>
        client.readContract({
          address: token,
          abi: tokenAbi,
          functionName: 'supportsInterface',
          args: [ERC721_INTERFACE_ID],
          blockNumber,
        }),
      false,
    )
    if (!isErc721) throw notAToken(kind, token, chainId)
    return { decimals: 0, symbol }
  }
  const decimals = await call(
    () =>
      client.readContract({ address: token, abi: tokenAbi, functionName: 'decimals', blockNumber }),
    0,
  )
  return { decimals, symbol }
}
