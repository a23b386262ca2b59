import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../config.ts'
import { createLogTransport } from './logTransport.ts'
import type { MailTransport } from './mailTransport.ts'
import { createSmtpTransport } from './smtpTransport.ts'

/** The transport MAIL_TRANSPORT names. */
export function createMailTransport(config: Config, logger: FastifyBaseLogger): MailTransport {
  switch (config.mail.transport) {
    case 'log':
      if (config.env === 'production')
        logger.warn('MAIL_TRANSPORT=log: e-mails, password-reset links included, go to the log')
      return createLogTransport(logger, config.mail.from)
    case 'smtp':
      return createSmtpTransport(config.mail.smtpUrl, config.mail.from)
  }
}
