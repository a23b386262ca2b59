import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(10000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/ })
    .optional()
    .describe('PostgreSQL connection string; without it the embedded PGlite database is used'),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(12, 'ADMIN_PASSWORD must be at least 12 characters').optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  SEED_DEMO: flag.optional(),
  WEB_DIR: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
  TRUST_PROXY: flag.default(false),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  DEMO_WALLET: flag.optional(),
  WALLETCONNECT_PROJECT_ID: z.string().min(1).optional(),
})

export type Config = {
  env: 'development' | 'production' | 'test'
  port: number
  host: string
  dataDir: string
  /** PostgreSQL when set; otherwise PGlite in `dataDir` (or in memory when `dataDir` is null). */
  databaseUrl: string | null
  publicUrl: URL
  jwtSecret: string | null
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL']
  admin: { email: string; password: string } | null
  redisUrl: string | null
  seedDemo: boolean
  webDir: string
  trustProxy: boolean
  /** Requests a client may make per minute to a route with no limit of its own. */
  rateLimitPerMinute: number
  /** Whether the web app offers a browser-held demo wallet, for trying Agora without an extension. */
  demoWallet: boolean
  walletConnectProjectId: string | null
  rpcUrls: Record<number, string>
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Reads and validates the environment. Throws a `ConfigError` with a one-line reason. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(withoutEmptyValues(env))
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new ConfigError(`Invalid setting ${issue?.path.join('.')}: ${issue?.message}`)
  }
  const e = parsed.data

  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new ConfigError('ADMIN_EMAIL and ADMIN_PASSWORD must be set together')
  }
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    throw new ConfigError('JWT_SECRET is required when NODE_ENV=production')
  }
  if (e.DEMO_WALLET && e.NODE_ENV === 'production') {
    throw new ConfigError(
      'DEMO_WALLET cannot be on when NODE_ENV=production: its keys live in browsers',
    )
  }
  if (e.PUBLIC_URL && new URL(e.PUBLIC_URL).pathname !== '/') {
    throw new ConfigError('PUBLIC_URL must be an origin without a path, like https://agora.example')
  }

  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    publicUrl: new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`),
    jwtSecret: e.JWT_SECRET ?? null,
    logLevel: e.LOG_LEVEL,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD }
        : null,
    redisUrl: e.REDIS_URL ?? null,
    // demo content only makes sense on the embedded database a newcomer starts with
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    webDir: path.resolve(e.WEB_DIR),
    trustProxy: e.TRUST_PROXY,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    demoWallet: e.DEMO_WALLET ?? (e.NODE_ENV !== 'production' && !e.DATABASE_URL),
    walletConnectProjectId: e.WALLETCONNECT_PROJECT_ID ?? null,
    rpcUrls: readRpcUrls(env),
  }
}

function readRpcUrls(env: NodeJS.ProcessEnv): Record<number, string> {
  const urls: Record<number, string> = {}
  for (const [name, value] of Object.entries(env)) {
    const match = /^RPC_URL_(\d+)$/.exec(name)
    if (!match?.[1] || !value) continue
    const url = z.url({ protocol: /^(https?|wss?)$/ }).safeParse(value)
    if (!url.success) throw new ConfigError(`Invalid setting ${name}: not an http(s) or ws(s) URL`)
    urls[Number(match[1])] = url.data
  }
  return urls
}

function withoutEmptyValues(env: NodeJS.ProcessEnv) {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''))
}
