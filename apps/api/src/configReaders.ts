import { z } from 'zod'
import { ConfigError } from './configError.ts'

// how settings are read from the environment: per chain, host lists, empty values

const rpcUrlSchema = z.url({ protocol: /^(https?|wss?)$/, error: 'not an http(s) or ws(s) URL' })
export const addressSchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'not a 0x-prefixed 20-byte address')
  .transform((value) => value as `0x${string}`)

export function readRpcUrls(env: NodeJS.ProcessEnv): Record<number, string> {
  return readPerChain(env, 'RPC_URL', rpcUrlSchema)
}

/** Settings named PREFIX_<chainId>, such as RPC_URL_8453. */
export function readPerChain<T>(
  env: NodeJS.ProcessEnv,
  prefix: string,
  schema: z.ZodType<T, string>,
) {
  const values: Record<number, T> = {}
  for (const [name, value] of Object.entries(env)) {
    const match = new RegExp(`^${prefix}_(\\d+)$`).exec(name)
    if (!match?.[1] || !value) continue
    const parsed = schema.safeParse(value)
    if (!parsed.success)
      throw new ConfigError(`Invalid setting ${name}: ${parsed.error.issues[0]?.message}`)
    values[Number(match[1])] = parsed.data
  }
  return values
}

/** `a.example, B.example` → {'a.example', 'b.example'}; IPv6 literals without brackets. */
export function readHostList(value: string | undefined): ReadonlySet<string> {
  const hosts = (value ?? '').split(',').map((host) => host.trim().toLowerCase())
  return new Set(hosts.filter(Boolean).map((host) => host.replace(/^\[(.*)\]$/, '$1')))
}

export function withoutEmptyValues(env: NodeJS.ProcessEnv) {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''))
}
