import { useContext } from 'react'
import { Web3Context } from './Web3Context.ts'

export function useWeb3() {
  const web3 = useContext(Web3Context)
  if (!web3) throw new Error('useWeb3 must be used within a Web3Provider')
  return web3
}
