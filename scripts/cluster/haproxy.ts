import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { waitFor } from './waitFor.ts'

export type Balancer = { url: string; stop: () => Promise<void> }

/** HAProxy's configuration: one HTTP front on `port`, round robin over healthy instances. */
export function haproxyConfig(host: string, port: number, instancePorts: number[]) {
  const servers = instancePorts.map(
    (instancePort, i) =>
      `  server api${i + 1} 127.0.0.1:${instancePort} check inter 2s fall 3 rise 2`,
  )
  // the same instances, unchecked, used only when every checked one is down
  const failOpen = instancePorts.map(
    (instancePort, i) => `  server api${i + 1}-unchecked 127.0.0.1:${instancePort} backup`,
  )
  return `global
  maxconn 4096

defaults
  mode http
  option forwardfor
  timeout connect 5s
  timeout client 75s
  timeout server 75s
  # an upgraded WebSocket is a tunnel; the API pings live sockets every 30 s
  timeout tunnel 1h
  # a request that hit an instance going down is tried on another
  retries 2
  option redispatch

frontend agora
  bind ${host}:${port}
  default_backend api

backend api
  balance roundrobin
  option httpchk GET /api/health
  http-check expect status 200
  # a busy instance answers slowly, and every instance is as busy: only a dead or
  # database-less one should leave the rotation
  timeout check 5s
  # every instance failing at once is load or the database, not every process dying: keep
  # sending to them (they answer 503 DB_UNAVAILABLE themselves) rather than HAProxy's 503
  option allbackups
${servers.join('\n')}
${failOpen.join('\n')}
`
}

/** HAProxy in the foreground as our child, answering once an instance behind it is healthy. */
export async function startHaproxy(
  dir: string,
  host: string,
  port: number,
  instancePorts: number[],
): Promise<Balancer> {
  const configFile = path.join(dir, 'haproxy.cfg')
  await writeFile(configFile, haproxyConfig(host, port, instancePorts))
  const child = spawn('haproxy', ['-db', '-f', configFile], {
    stdio: ['ignore', 'inherit', 'inherit'],
    // its own process group: Ctrl-C reaches the API instances first, and this stops from `stop`
    detached: true,
  })
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)
  const url = `http://127.0.0.1:${port}`
  await waitFor(`HAProxy on port ${port}`, () => healthy(url), child)
  return {
    url,
    async stop() {
      process.off('exit', killOnExit)
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill('SIGTERM')
      await once(child, 'exit')
    },
  }
}

async function healthy(url: string) {
  try {
    const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) })
    return response.ok
  } catch {
    return false
  }
}
