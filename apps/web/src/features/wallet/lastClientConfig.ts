import { type ClientConfig, clientConfigSchema } from '@agora/domain'
import { LAST_CLIENT_CONFIG_KEY } from './lastClientConfigKey.ts'

/**
 * The config the server gave last time, if this browser kept one that still reads. Its own
 * module, loaded only on an offline start: the schema's validator stays out of the first load.
 */
export function lastClientConfig(): ClientConfig | null {
  try {
    const parsed = clientConfigSchema.safeParse(
      JSON.parse(window.localStorage.getItem(LAST_CLIENT_CONFIG_KEY) ?? 'null'),
    )
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}
