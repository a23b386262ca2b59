import { type ChildProcess, spawn } from 'node:child_process'
import { createWriteStream, existsSync } from 'node:fs'
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { findFreePort } from './findFreePort.ts'

export const repoRoot = fileURLToPath(new URL('..', import.meta.url))
// WEB_DIR lets a run serve a build made elsewhere, as the server itself allows
export const webBuildIndex = path.join(
  process.env.WEB_DIR ?? path.join(repoRoot, 'apps/web/dist'),
  'index.html',
)

// tsx, migrations and the demo seed take minutes on a machine busy with other work; a
// slower one still can say so with AGORA_SERVER_STARTUP_MS
const STARTUP_TIMEOUT_MS = Number(process.env.AGORA_SERVER_STARTUP_MS) || 180_000
const STOP_TIMEOUT_MS = 15_000
const OUTPUT_TAIL_CHARS = 8_000

export type StartServerOptions = {
  /** Defaults to a free port on 127.0.0.1. */
  port?: number
  /** Extra environment for the server, e.g. `{ SEED_DEMO: 'true' }` or `RPC_URL_31337`. */
  env?: Record<string, string>
  /** Prefix the server's own output with this and copy it to stderr; off when undefined. */
  echoOutputAs?: string
  /** A prepared data directory to serve (kept afterwards); a fresh temporary one otherwise. */
  dataDir?: string
  /** Also append the server's output to this file (tests read e-mails the log transport wrote). */
  logFile?: string
  /** Serve the web build (it must exist); off for runs that only call the API. */
  serveWeb?: boolean
  /** A server built by `buildServer` to run, instead of compiling the source on the fly. */
  bundle?: string
  /** A stopped server's data dir (e.g. just migrated) to copy into an empty data dir first. */
  image?: string
}

export type RunningServer = {
  url: string
  dataDir: string
  pid: number
  stop: () => Promise<void>
  /** kill -9, resolved once the process is gone: nothing gets to finish or flush. */
  crash: () => Promise<void>
}

/**
 * Starts the real API server (serving the production web build) on loopback with an empty
 * data dir, and resolves once `/api/health` answers ok. Rejects with the server's output if it
 * exits or stays unhealthy.
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const serveWeb = options.serveWeb ?? true
  if (serveWeb && !existsSync(webBuildIndex)) {
    throw new Error(`No web build at ${webBuildIndex}. Run "npm run build" first.`)
  }
  const port = options.port ?? (await findFreePort())
  const url = `http://127.0.0.1:${port}`
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'agora-server-')))
  if (options.image && (await readdir(dataDir)).length === 0) {
    await cp(options.image, dataDir, { recursive: true })
  }

  // @NOTE node --import tsx (not the tsx CLI) so the pid we signal is the server itself
  const entry = options.bundle ? [options.bundle] : ['--import', 'tsx', 'apps/api/src/main.ts']
  const child = spawn(process.execPath, entry, {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      // an empty value means unset: a developer's own database must never be touched
      DATABASE_URL: '',
      REDIS_URL: '',
      // browsers under test report no vitals unless a run asks for them
      VITALS_SAMPLE_RATE: '0',
      ...(serveWeb ? {} : { WEB_DIR: path.join(dataDir, 'no-web-build') }),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output = captureOutput(child, options.echoOutputAs, options.logFile)
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)

  const stop = async () => {
    process.off('exit', killOnExit)
    await stopProcess(child)
    if (!options.dataDir) await rm(dataDir, { recursive: true, force: true })
  }

  try {
    await waitUntilHealthy(url, child)
  } catch (error) {
    await stop()
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(`The API server did not start: ${reason}\n--- server output ---\n${output()}`)
  }
  if (child.pid === undefined) throw new Error('The API server has no pid')
  const crash = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGKILL')
    await exited
  }
  return { url, dataDir, pid: child.pid, stop, crash }
}

async function waitUntilHealthy(url: string, child: ChildProcess) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS
  const exited = new Promise<never>((_, reject) => {
    child.once('exit', (code, signal) => reject(new Error(`it exited (${signal ?? code})`)))
  })
  exited.catch(() => {})
  while (Date.now() < deadline) {
    if (await isHealthy(url)) return
    await Promise.race([exited, sleep(100)])
  }
  throw new Error(`${url}/api/health was not ok within ${STARTUP_TIMEOUT_MS / 1000}s`)
}

async function isHealthy(url: string) {
  try {
    const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) })
    const body = (await response.json()) as { status?: unknown }
    return response.ok && body.status === 'ok'
  } catch {
    return false
  }
}

async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS)
  await exited
  clearTimeout(timer)
}

function captureOutput(
  child: ChildProcess,
  echoPrefix: string | undefined,
  logFile: string | undefined,
) {
  let tail = ''
  const file = logFile ? createWriteStream(logFile, { flags: 'a' }) : null
  child.once('exit', () => file?.end())
  const onData = (chunk: Buffer) => {
    file?.write(chunk)
    const text = chunk.toString()
    tail = (tail + text).slice(-OUTPUT_TAIL_CHARS)
    if (echoPrefix !== undefined) {
      process.stderr.write(text.replace(/^(?=.)/gm, `${echoPrefix} `))
    }
  }
  child.stdout?.on('data', onData)
  child.stderr?.on('data', onData)
  return () => tail || '(no output)'
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
