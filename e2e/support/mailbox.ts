import { readFile } from 'node:fs/promises'
import { expect } from '@playwright/test'

/** Where globalSetup tells the workers the shared server's log file is. */
export const SERVER_LOG_ENV = 'AGORA_E2E_SERVER_LOG'

// the line the server's log transport writes for each e-mail (apps/api/src/mail/logTransport.ts)
const MAIL_LOG_MESSAGE = 'mail sent to log'

type LoggedMail = { to: string; subject: string; text: string }

async function mailsTo(address: string): Promise<LoggedMail[]> {
  const logFile = process.env[SERVER_LOG_ENV]
  if (!logFile) throw new Error(`${SERVER_LOG_ENV} is not set: is globalSetup running?`)
  const log = await readFile(logFile, 'utf8').catch(() => '')
  return log
    .split('\n')
    .filter((line) => line.includes(MAIL_LOG_MESSAGE))
    .map((line) => (JSON.parse(line) as { mail: LoggedMail }).mail)
    .filter((mail) => mail.to === address)
}

/**
 * The newest e-mail the shared test server "sent" to `address` whose text contains
 * `containing` (say, a link's path: registering also sends a verification link), once it is
 * in the log.
 */
export async function lastMailTo(address: string, containing = ''): Promise<LoggedMail> {
  const matching = async () =>
    (await mailsTo(address)).filter((mail) => mail.text.includes(containing))
  await expect.poll(async () => (await matching()).length).toBeGreaterThan(0)
  const mail = (await matching()).at(-1)
  if (!mail) throw new Error(`no e-mail to ${address}`)
  return mail
}

/** The first http(s) link in an e-mail's text. */
export function linkIn(mail: LoggedMail): string {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0]
  if (!link) throw new Error(`no link in the e-mail "${mail.subject}"`)
  return link
}
