import type { FastifyBaseLogger } from 'fastify'
import type { MailMessage, MailTransport } from './mailTransport.ts'

/** The line every logged e-mail carries, so a developer (or a test) can find it. */
export const MAIL_LOG_MESSAGE = 'mail sent to log'

/**
 * Writes each e-mail to the server log instead of sending it. Its lines are logged at info
 * even when the log is quieter: here the log is the mailbox, and a reset link must not vanish.
 */
export function createLogTransport(logger: FastifyBaseLogger, from: string): MailTransport {
  const mailLog = logger.child(
    { component: 'mail' },
    { level: logger.level === 'silent' ? 'silent' : 'info' },
  )
  return {
    kind: 'log',
    async send(message: MailMessage) {
      mailLog.info({ mail: { from, ...message } }, MAIL_LOG_MESSAGE)
    },
  }
}
