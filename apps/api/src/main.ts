import { buildApp } from './app.ts'
import { ConfigError, loadConfig } from './config.ts'

const SHUTDOWN_GRACE_MS = 10_000

async function main() {
  const config = loadConfig()
  const app = await buildApp(config)
  await app.listen({ port: config.port, host: config.host })

  let closing = false
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    // in-flight requests finish; a stuck one must not keep the process alive forever
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref()
    await app.close()
    process.exit(0)
  }
  process.on('SIGTERM', shutdown)
  process.on('SIGINT', shutdown)
}

main().catch((error: unknown) => {
  const reason =
    error instanceof ConfigError ? error.message : `Agora failed to start: ${String(error)}`
  console.error(reason)
  process.exit(1)
})
