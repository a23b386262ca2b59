import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { connect } from 'node:net'
import { waitFor } from './waitFor.ts'

export type RedisServer = { url: string; stop: () => Promise<void> }

/**
 * A Redis server on loopback, in the foreground as our child. It keeps nothing on disk:
 * rate-limit counters and pub/sub messages are fine to lose on a restart.
 */
export async function startRedis(port: number): Promise<RedisServer> {
  const child = spawn(
    'redis-server',
    ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no'],
    // its own process group: Ctrl-C reaches the API instances, which still need Redis to
    // shut down; this one stops last, from `stop`
    { stdio: ['ignore', 'ignore', 'inherit'], detached: true },
  )
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)
  await waitFor(`Redis on port ${port}`, () => answersPing(port), child)
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      process.off('exit', killOnExit)
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill('SIGTERM')
      await once(child, 'exit')
    },
  }
}

function answersPing(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => socket.end('PING\r\n'))
    socket.once('data', (data) => resolve(data.toString().startsWith('+PONG')))
    socket.once('error', () => resolve(false))
  })
}
