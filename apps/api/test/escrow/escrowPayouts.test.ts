import { ESCROW_ABI, escrowOrderId } from '@agora/domain'
import {
  type Abi,
  type Address,
  getAddress,
  parseEther,
  parseEventLogs,
  toFunctionSelector,
  zeroAddress,
} from 'viem'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { compile } from '../chain/contracts.ts'
import { dealOf, deployTestEscrow, escrowCall, FIXED_GAS } from '../chain/escrow.ts'
import { type FundedWallet, fundedWallet } from '../chain/fundedWallets.ts'

const rpcUrl = inject('localRpcUrl')
const State = { Funded: 1, Released: 3, Resolved: 5 }
const Mode = { Accept: 0, Refuse: 1, Reenter: 2 }
const price = parseEther('1')

let arbiter: FundedWallet
let escrow: Address
let partyAbi: Abi

beforeAll(async () => {
  arbiter = await fundedWallet(rpcUrl)
  escrow = await deployTestEscrow(arbiter, arbiter.account.address)
  partyAbi = compile('EscrowParty.sol', ['EscrowParty']).EscrowParty.abi
})

/** A contract party to escrow deals (EscrowParty.sol), driven by `owner`. */
async function contractParty(owner: FundedWallet) {
  const { EscrowParty } = compile('EscrowParty.sol', ['EscrowParty'])
  const { contractAddress } = await owner.waitForTransactionReceipt({
    hash: await owner.deployContract({
      abi: EscrowParty.abi,
      bytecode: EscrowParty.bytecode,
      args: [escrow],
    }),
  })
  if (!contractAddress) throw new Error('EscrowParty deployment made no contract')
  const send = async (functionName: string, args: unknown[] = [], value = 0n) =>
    owner.waitForTransactionReceipt({
      hash: await owner.writeContract({
        address: contractAddress,
        abi: partyAbi,
        functionName,
        args,
        value,
        gas: FIXED_GAS,
      }),
    })
  const read = (functionName: string) =>
    owner.readContract({ address: contractAddress, abi: partyAbi, functionName })
  return { address: getAddress(contractAddress), send, read }
}

const ethOf = (address: Address) => arbiter.getBalance({ address })
const credit = (address: Address) =>
  arbiter.readContract({
    address: escrow,
    abi: ESCROW_ABI,
    functionName: 'credits',
    args: [address, zeroAddress],
  })

describe('escrow payouts to contracts', () => {
  it('refuses a seller contract reentering the escrow while it is paid', async () => {
    const [buyer, stranger] = [await fundedWallet(rpcUrl), await fundedWallet(rpcUrl)]
    const attacker = await contractParty(stranger)
    // the attacker bought another deal that only it may release before the deadline
    const ownDeal = crypto.randomUUID()
    const funded = await attacker.send(
      'fund',
      [escrowOrderId(ownDeal), stranger.account.address],
      price,
    )
    expect(funded.status).toBe('success')
    const sold = crypto.randomUUID()
    await escrowCall(buyer, escrow, {
      functionName: 'fund',
      orderId: sold,
      seller: attacker.address,
      amount: price,
    })
    await attacker.send('setMode', [Mode.Reenter, escrowOrderId(ownDeal)])

    const before = await ethOf(attacker.address)
    const release = await escrowCall(buyer, escrow, { functionName: 'release', orderId: sold })
    expect(release.status).toBe('success')
    expect(await attacker.read('reentered')).toBe(false)
    expect(await attacker.read('reentryRefusal')).toBe(
      toFunctionSelector('ReentrancyGuardReentrantCall()'),
    )
    expect((await dealOf(buyer, escrow, ownDeal)).state).toBe(State.Funded)
    expect((await ethOf(attacker.address)) - before).toBe(price)
  })

  it('credits a seller that refuses ETH, and pays it out on withdraw once it accepts', async () => {
    const [buyer, owner] = [await fundedWallet(rpcUrl), await fundedWallet(rpcUrl)]
    const seller = await contractParty(owner)
    await seller.send('setMode', [Mode.Refuse, escrowOrderId('')])
    const orderId = crypto.randomUUID()
    await escrowCall(buyer, escrow, {
      functionName: 'fund',
      orderId,
      seller: seller.address,
      amount: price,
    })

    const release = await escrowCall(buyer, escrow, { functionName: 'release', orderId })
    expect(release.status).toBe('success')
    expect((await dealOf(buyer, escrow, orderId)).state).toBe(State.Released)
    const [credited] = parseEventLogs({
      abi: ESCROW_ABI,
      eventName: 'Credited',
      logs: release.logs,
    })
    expect(credited?.args).toMatchObject({
      recipient: seller.address,
      token: zeroAddress,
      amount: price,
    })
    expect(await credit(seller.address)).toBe(price)
    expect(await ethOf(seller.address)).toBe(0n)

    // still refusing: the withdrawal fails and the credit stays
    expect((await seller.send('withdraw')).status).toBe('reverted')
    expect(await credit(seller.address)).toBe(price)

    await seller.send('setMode', [Mode.Accept, escrowOrderId('')])
    const withdrawn = await seller.send('withdraw')
    expect(withdrawn.status).toBe('success')
    expect(await ethOf(seller.address)).toBe(price)
    expect(await credit(seller.address)).toBe(0n)
    expect((await seller.send('withdraw')).status).toBe('reverted')
  })

  it('pays the buyer their share of a resolve even when the seller refuses ETH', async () => {
    const [buyer, owner] = [await fundedWallet(rpcUrl), await fundedWallet(rpcUrl)]
    const seller = await contractParty(owner)
    await seller.send('setMode', [Mode.Refuse, escrowOrderId('')])
    const orderId = crypto.randomUUID()
    await escrowCall(buyer, escrow, {
      functionName: 'fund',
      orderId,
      seller: seller.address,
      amount: price,
    })
    await escrowCall(buyer, escrow, { functionName: 'dispute', orderId })
    const before = await ethOf(buyer.account.address)
    const resolved = await escrowCall(arbiter, escrow, {
      functionName: 'resolve',
      orderId,
      buyerBps: 5_000,
    })
    expect(resolved.status).toBe('success')
    expect((await dealOf(buyer, escrow, orderId)).state).toBe(State.Resolved)
    expect((await ethOf(buyer.account.address)) - before).toBe(price / 2n)
    expect(await credit(seller.address)).toBe(price / 2n)
  })
})
