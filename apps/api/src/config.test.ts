import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.ts'

describe('loadConfig', () => {
  it('works on a fresh machine with no settings', () => {
    const config = loadConfig({})
    expect(config.port).toBe(10000)
    expect(config.dataDir).toBe(path.resolve('./data'))
    expect(config.databaseUrl).toBeNull()
    expect(config.publicUrl.origin).toBe('http://localhost:10000')
    expect(config.seedDemo).toBe(true)
    expect(config.admin).toBeNull()
  })

  it('reads the hosts link previews may reach at private addresses, none by default', () => {
    expect([...loadConfig({}).linkPreviewAllowHosts]).toEqual([])
    const hosts = loadConfig({ LINK_PREVIEW_ALLOW_HOSTS: ' 127.0.0.1, Wiki.Intranet ,[::1],' })
    expect([...hosts.linkPreviewAllowHosts]).toEqual(['127.0.0.1', 'wiki.intranet', '::1'])
  })

  it('binds the public URL to the port when none is given', () => {
    expect(loadConfig({ PORT: '4321' }).publicUrl.origin).toBe('http://localhost:4321')
  })

  it('uses PostgreSQL when DATABASE_URL is set, without demo content by default', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/agora' })
    expect(config.databaseUrl).toBe('postgres://u@127.0.0.1:5432/agora')
    expect(config.seedDemo).toBe(false)
  })

  it('turns demo content off with SEED_DEMO=false', () => {
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false)
  })

  it('sends e-mail to the log by default, from no-reply at the public host', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://agora.example' }).mail).toEqual({
      transport: 'log',
      from: 'Agora <no-reply@agora.example>',
    })
    expect(loadConfig({ MAIL_FROM: 'Agora <hello@agora.example>' }).mail.from).toBe(
      'Agora <hello@agora.example>',
    )
  })

  it('refuses a mail transport it does not have, and SMTP without a server', () => {
    expect(() => loadConfig({ MAIL_TRANSPORT: 'pigeon' })).toThrow(
      /^Invalid setting MAIL_TRANSPORT/,
    )
    expect(() => loadConfig({ MAIL_TRANSPORT: 'smtp' })).toThrow(
      'MAIL_TRANSPORT=smtp needs SMTP_URL',
    )
    expect(() => loadConfig({ MAIL_TRANSPORT: 'smtp', SMTP_URL: 'http://mail.example' })).toThrow(
      /^Invalid setting SMTP_URL/,
    )
    expect(
      loadConfig({ MAIL_TRANSPORT: 'smtp', SMTP_URL: 'smtp://mail.example:587' }).mail,
    ).toMatchObject({ transport: 'smtp', smtpUrl: 'smtp://mail.example:587' })
  })

  it('reads chain RPC URLs by chain id', () => {
    const config = loadConfig({
      RPC_URL_31337: 'http://127.0.0.1:8545',
      RPC_URL_8453: 'https://base.example',
    })
    expect(config.rpcUrls).toEqual({ 31337: 'http://127.0.0.1:8545', 8453: 'https://base.example' })
  })

  it.each([
    [{ PORT: 'abc' }, /^Invalid setting PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid setting DATABASE_URL/],
    [{ ADMIN_EMAIL: 'admin@agora.example' }, /ADMIN_EMAIL and ADMIN_PASSWORD must be set together/],
    [{ NODE_ENV: 'production' }, /JWT_SECRET is required/],
    [{ JWT_SECRET: 'short' }, /at least 32 characters/],
    [{ PUBLIC_URL: 'https://agora.example/app' }, /PUBLIC_URL must be an origin/],
    [{ RPC_URL_1: 'not a url' }, /^Invalid setting RPC_URL_1/],
    [{ LOG_LEVEL: 'loud' }, /^Invalid setting LOG_LEVEL/],
    [
      { NAME_RESOLVER_URL: 'https://names.example/resolve' },
      /NAME_RESOLVER_URL and NAME_RESOLVER_API_KEY/,
    ],
    [
      {
        NAME_RESOLVER_URL: 'https://n.example',
        NAME_RESOLVER_API_KEY: 'k',
        NAME_RESOLVER_KEY_HEADER: 'x key',
      },
      /^Invalid setting NAME_RESOLVER_KEY_HEADER/,
    ],
  ])('stops on %j with a one-line reason', (env, reason) => {
    const load = () => loadConfig(env)
    expect(load).toThrow(ConfigError)
    expect(load).toThrow(reason)
    try {
      load()
    } catch (error) {
      expect((error as Error).message).not.toContain('\n')
    }
  })
})
