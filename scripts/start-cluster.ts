/**
 * `npm run start:cluster`: Agora as it runs at scale, on this machine. PostgreSQL and Redis
 * from Debian on loopback, CLUSTER_INSTANCES API servers (default 2) and HAProxy in front
 * on PORT (default 10000). Data stays in CLUSTER_DIR (default .data/cluster). Ctrl-C stops
 * everything.
 */
import path from 'node:path'
import { type Cluster, startCluster } from './cluster/startCluster.ts'
import { MissingPackagesError } from './cluster/systemPackages.ts'
import { repoRoot } from './server.ts'

const instances = Number(process.env.CLUSTER_INSTANCES ?? 2)
const port = Number(process.env.PORT ?? 10000)
if (!Number.isInteger(instances) || instances < 1) {
  console.error('CLUSTER_INSTANCES must be a whole number ≥ 1')
  process.exit(2)
}
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error('PORT must be a port number')
  process.exit(2)
}
const dir = path.resolve(repoRoot, process.env.CLUSTER_DIR ?? '.data/cluster')

// Ctrl-C while starting reaches the children too: startCluster then fails and stops what it
// had started, so this process must live on until it has
let interrupted = false
const noteInterrupt = () => {
  interrupted = true
}
process.on('SIGINT', noteInterrupt)
process.on('SIGTERM', noteInterrupt)

let cluster: Cluster
try {
  cluster = await startCluster({
    dir,
    instances,
    port,
    host: process.env.HOST ?? '0.0.0.0',
    echoOutput: true,
  })
} catch (error) {
  if (interrupted) process.exit(130)
  console.error(error instanceof MissingPackagesError ? error.message : error)
  process.exit(1)
}

let stopping = false
const shutdown = async () => {
  if (stopping) return
  stopping = true
  console.log('stopping the cluster…')
  await cluster.stop()
  process.exit(0)
}
process.off('SIGINT', noteInterrupt)
process.off('SIGTERM', noteInterrupt)
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
if (interrupted) await shutdown()
console.log(
  `Agora cluster on http://localhost:${port}: ${instances} API instances behind HAProxy ` +
    `(${cluster.instances.map((instance) => instance.url).join(', ')}), ` +
    `PostgreSQL ${cluster.postgresUrl}, Redis ${cluster.redisUrl}; data in ${dir}. Ctrl-C stops it.`,
)
