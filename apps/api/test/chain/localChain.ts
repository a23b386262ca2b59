import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'

const hardhat = fileURLToPath(new URL('../../../../node_modules/.bin/hardhat', import.meta.url))
const config = fileURLToPath(new URL('./hardhat.config.cjs', import.meta.url))

/** A Hardhat node (chain 31337) on a free loopback port, for tests that need a real chain. */
export async function startLocalChain() {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child = spawn(
    hardhat,
    ['node', '--hostname', '127.0.0.1', '--port', String(port), '--config', config],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  )
  let stderr = ''
  child.stderr?.on('data', (chunk) => {
    stderr += chunk
  })
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`hardhat node exited: ${stderr}`)
    if (await answers(url)) return { url, stop: () => void child.kill('SIGTERM') }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  child.kill('SIGKILL')
  throw new Error(`hardhat node did not start: ${stderr}`)
}

async function answers(url: string) {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }),
    })
    return res.ok
  } catch {
    return false
  }
}

export function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      )
    })
  })
}
