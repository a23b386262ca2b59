/** A setting is missing or invalid: start-up stops with its one-line reason. */
export class ConfigError extends Error {
  override name = 'ConfigError'
}
