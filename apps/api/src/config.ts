import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESCROW_RELEASE_DAYS_DEFAULT } from '@agora/domain'
import { z } from 'zod'
import { ConfigError } from './configError.ts'
import {
  addressSchema,
  readHostList,
  readPerChain,
  readRpcUrls,
  withoutEmptyValues,
} from './configReaders.ts'
import { SHIPPED_BLOCKLIST } from './linkBlocklist.ts'

export { ConfigError }

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
  VITALS_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(0.1),
  METRICS_TOKEN: z.string().min(24, 'METRICS_TOKEN must be at least 24 characters').optional(),
  DEMO_WALLET: flag.optional(),
  WALLETCONNECT_PROJECT_ID: z.string().min(1).optional(),
  CONFIRMATIONS: z.coerce.number().int().min(1).max(100).default(1),
  PRICE_FEED_URL: z.url({ protocol: /^https?$/ }).optional(),
  ESCROW_RELEASE_DAYS: z.coerce.number().int().min(1).max(365).default(ESCROW_RELEASE_DAYS_DEFAULT),
  MAIL_TRANSPORT: z
    .enum(['log', 'smtp'])
    .default('log')
    .describe('Where e-mails go: "log" (the server log) or "smtp" (SMTP_URL)'),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/ })
    .optional()
    .describe('smtp://user:password@host:587 (STARTTLS when offered) or smtps://…:465'),
  MAIL_FROM: z.string().min(3).optional(),
  ESCROW_KEEPER_KEY: z
    .string()
    .regex(/^0x[0-9a-fA-F]{64}$/, 'not a 0x-prefixed 32-byte private key')
    .optional(),
  ESCROW_ARBITER: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/, 'not a 0x-prefixed 20-byte address')
    .optional(),
  LINK_PREVIEW_ALLOW_HOSTS: z
    .string()
    .optional()
    .describe('Comma-separated host names link previews may fetch even at private addresses'),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{86,88}$/, 'not a base64url P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{42,44}$/, 'not a base64url P-256 private key')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'a mailto: or https: URL')
    .optional()
    .describe('Whom push services contact about this server (VAPID "sub")'),
  KYC_IMAGE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9+/_-]{43}=?$/, 'not a base64 32-byte key')
    .optional()
    .describe(
      'AES-256-GCM key for KYC document pictures at rest; generated into DATA_DIR without it',
    ),
  ATTESTATION_ISSUER_KEY: z
    .string()
    .regex(/^0x[0-9a-fA-F]{64}$/, 'not a 0x-prefixed 32-byte private key')
    .optional()
    .describe('The key that signs KYC attestations (EAS); generated into DATA_DIR without it'),
  PUSH_ALLOW_HOSTS: z
    .string()
    .optional()
    .describe('Comma-separated push service hosts allowed at private addresses (tests)'),
  NAME_RESOLVER_URL: z.url({ protocol: /^https?$/ }).optional(),
  NAME_RESOLVER_API_KEY: z.string().min(1).optional(),
  NAME_RESOLVER_KEY_HEADER: z
    .string()
    .regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/, 'not an HTTP header name')
    .default('x-api-key'),
  LINK_BLOCKLIST_PATH: z.string().min(1).optional(),
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
  /** Bearer token for /metrics from anywhere; without it only loopback may read them. */
  metricsToken: string | null
  /** Share of browser visits that report web vitals. */
  vitalsSampleRate: number
  /** Whether the web app offers a browser-held demo wallet, for trying Agora without an extension. */
  demoWallet: boolean
  walletConnectProjectId: string | null
  /** Blocks a payment needs before an order counts as paid. */
  confirmations: number
  /** USDC's contract per chain: the official ones, overridable with USDC_ADDRESS_<chainId>. */
  usdcAddresses: Record<number, `0x${string}`>
  /** A CoinGecko-style simple-price endpoint for live rates; the built-in table without it. */
  priceFeedUrl: string | null
  /** The escrow contract per chain (ESCROW_ADDRESS_<chainId>); checkout uses it where set. */
  escrowAddresses: Record<number, `0x${string}`>
  /** Days after funding before anyone may release an undisputed escrow (for escrows this server deploys). */
  escrowReleaseDays: number
  /** Who decides disputes on escrows this server deploys (the local demo chain); its first account without it. */
  escrowArbiter: `0x${string}` | null
  /**
   * A key that sends `release` for escrows past their deadline (auto-release); it needs gas,
   * never holds the escrowed money. Without it a seller releases from the order page.
   */
  escrowKeeperKey: `0x${string}` | null
  rpcUrls: Record<number, string>
  /**
   * Hosts whose pages link previews may fetch even at a private or loopback address (tests,
   * intranets); every other host must resolve to public addresses only.
   */
  linkPreviewAllowHosts: ReadonlySet<string>
  /**
   * Web Push: the VAPID key pair (both or neither; without them one is generated into
   * `dataDir`), the contact push services see, and hosts a push endpoint may be at even
   * when private (tests).
   */
  push: {
    vapidKeys: { publicKey: string; privateKey: string } | null
    subject: string
    allowHosts: ReadonlySet<string>
  }
  /**
   * The spec's name provider (NAME_RESOLVER_URL and NAME_RESOLVER_API_KEY, the key sent in
   * `keyHeader`); without it names come from ENS and Basenames through the configured RPCs.
   */
  nameProvider: { url: string; apiKey: string; keyHeader: string } | null
  /** The file of phishing and wallet-drainer domains links are checked against. */
  linkBlocklistPath: string
  /** KYC: the key sealing document pictures and the one signing attestations (null: generated into `dataDir`). */
  kyc: { imageKey: string | null; attestationIssuerKey: `0x${string}` | null }
  /** How e-mails (password-reset links) leave the server, and whom they come from. */
  mail: { transport: 'log'; from: string } | { transport: 'smtp'; smtpUrl: string; from: string }
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

  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together')
  }
  if (Boolean(e.NAME_RESOLVER_URL) !== Boolean(e.NAME_RESOLVER_API_KEY)) {
    throw new ConfigError('NAME_RESOLVER_URL and NAME_RESOLVER_API_KEY must be set together')
  }

  const publicUrl = new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`)
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    publicUrl,
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
    metricsToken: e.METRICS_TOKEN ?? null,
    vitalsSampleRate: e.VITALS_SAMPLE_RATE,
    demoWallet: e.DEMO_WALLET ?? (e.NODE_ENV !== 'production' && !e.DATABASE_URL),
    walletConnectProjectId: e.WALLETCONNECT_PROJECT_ID ?? null,
    confirmations: e.CONFIRMATIONS,
    usdcAddresses: { ...OFFICIAL_USDC, ...readPerChain(env, 'USDC_ADDRESS', addressSchema) },
    priceFeedUrl: e.PRICE_FEED_URL ?? null,
    escrowAddresses: readPerChain(env, 'ESCROW_ADDRESS', addressSchema),
    escrowReleaseDays: e.ESCROW_RELEASE_DAYS,
    escrowArbiter: (e.ESCROW_ARBITER as `0x${string}` | undefined) ?? null,
    escrowKeeperKey: (e.ESCROW_KEEPER_KEY as `0x${string}` | undefined) ?? null,
    rpcUrls: readRpcUrls(env),
    linkPreviewAllowHosts: readHostList(e.LINK_PREVIEW_ALLOW_HOSTS),
    push: {
      vapidKeys:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : null,
      subject:
        e.VAPID_SUBJECT ??
        (publicUrl.protocol === 'https:'
          ? publicUrl.origin
          : `mailto:no-reply@${publicUrl.hostname}`),
      allowHosts: readHostList(e.PUSH_ALLOW_HOSTS),
    },
    nameProvider:
      e.NAME_RESOLVER_URL && e.NAME_RESOLVER_API_KEY
        ? {
            url: e.NAME_RESOLVER_URL,
            apiKey: e.NAME_RESOLVER_API_KEY,
            keyHeader: e.NAME_RESOLVER_KEY_HEADER,
          }
        : null,
    linkBlocklistPath: path.resolve(e.LINK_BLOCKLIST_PATH ?? SHIPPED_BLOCKLIST),
    kyc: {
      imageKey: e.KYC_IMAGE_KEY ?? null,
      attestationIssuerKey: (e.ATTESTATION_ISSUER_KEY as `0x${string}` | undefined) ?? null,
    },
    mail: readMail(
      e.MAIL_TRANSPORT,
      e.SMTP_URL,
      e.MAIL_FROM ?? `Agora <no-reply@${publicUrl.hostname}>`,
    ),
  }
}

function readMail(transport: 'log' | 'smtp', smtpUrl: string | undefined, from: string) {
  if (transport === 'log') return { transport, from } as const
  if (!smtpUrl) throw new ConfigError('MAIL_TRANSPORT=smtp needs SMTP_URL')
  return { transport, smtpUrl, from } as const
}

const OFFICIAL_USDC: Record<number, `0x${string}`> = {
  8453: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
  84532: '0x036CbD53842c5426634e7929541eC2318f3dCF7e',
  1: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  137: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359',
  42161: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831',
  11155111: '0x1c7D4B196Cb0C7B01d743Fbc6116a902379C7238',
}
