import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { findFreePort } from '../findFreePort.ts'
import { type RunningServer, startServer } from '../server.ts'
import { startHaproxy } from './haproxy.ts'
import { startPostgres } from './postgresServer.ts'
import { startRedis } from './redisServer.ts'
import { ensurePackages, haproxyPackage, postgresPackage, redisPackage } from './systemPackages.ts'

export type ClusterOptions = {
  /** Where PostgreSQL's data, the shared secret and uploads live; kept between runs. */
  dir: string
  instances: number
  /** The balancer's port; the instances, PostgreSQL and Redis take free loopback ports. */
  port: number
  /** The balancer's interface. */
  host: string
  /** Extra environment for every API instance. */
  env?: Record<string, string>
  /** Prefix the instances' output with [api1] … and copy it to stderr. */
  echoOutput?: boolean
}

export type Cluster = {
  /** The balancer. */
  url: string
  /** Each instance, reachable directly (tests compare them). */
  instances: RunningServer[]
  postgresUrl: string
  redisUrl: string
  /** Starts instance `index` again on its port (after `crash`), as a supervisor would. */
  restartInstance: (index: number) => Promise<void>
  stop: () => Promise<void>
}

/**
 * PostgreSQL and Redis on loopback, `instances` API servers sharing them, and HAProxy in
 * front. The first instance starts alone, so only it seeds the demo content of a fresh
 * database; the others join once it is healthy.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  ensurePackages([postgresPackage, redisPackage, haproxyPackage])
  await mkdir(options.dir, { recursive: true })
  const stops: Array<() => Promise<void>> = []
  const stop = async () => {
    for (const stopOne of stops.splice(0).reverse()) {
      await stopOne().catch((error: unknown) => console.error(`stopping failed: ${error}`))
    }
  }
  try {
    const postgres = await startPostgres(path.join(options.dir, 'postgres'), await findFreePort())
    stops.push(postgres.stop)
    const redis = await startRedis(await findFreePort())
    stops.push(redis.stop)

    const apiDir = path.join(options.dir, 'api')
    const publicUrl = `http://localhost:${options.port}`
    const env = {
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      JWT_SECRET: await sharedSecret(options.dir),
      PUBLIC_URL: publicUrl,
      // the balancer adds X-Forwarded-For: rate limits count the client, not HAProxy
      TRUST_PROXY: 'true',
      SEED_DEMO: 'true',
      DEMO_WALLET: 'true',
      LOG_LEVEL: 'warn',
      ...options.env,
    }
    const instances: RunningServer[] = []
    const startInstance = async (index: number, port?: number) => {
      const server = await startServer({
        dataDir: apiDir,
        env,
        ...(port ? { port } : {}),
        ...(options.echoOutput ? { echoOutputAs: `[api${index + 1}]` } : {}),
      })
      stops.push(server.stop)
      instances[index] = server
    }
    // the balancer knows each instance by its port: a restarted one takes the same
    const restartInstance = async (index: number) => {
      const instance = instances[index]
      if (!instance) throw new Error(`no instance ${index}`)
      await instance.crash()
      await startInstance(index, Number(new URL(instance.url).port))
    }
    await startInstance(0)
    await Promise.all(Array.from({ length: options.instances - 1 }, (_, i) => startInstance(i + 1)))
    const balancer = await startHaproxy(
      options.dir,
      options.host,
      options.port,
      instances.map((instance) => Number(new URL(instance.url).port)),
    )
    stops.push(balancer.stop)
    return {
      url: balancer.url,
      instances,
      postgresUrl: postgres.url,
      redisUrl: redis.url,
      restartInstance,
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

/** Every instance signs and checks sessions with the same key, kept beside the data. */
async function sharedSecret(dir: string) {
  const file = path.join(dir, 'jwt-secret')
  if (!existsSync(file)) {
    await writeFile(file, randomBytes(48).toString('base64url'), { mode: 0o600 })
  }
  return (await readFile(file, 'utf8')).trim()
}
