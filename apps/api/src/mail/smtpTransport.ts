import nodemailer from 'nodemailer'
import type { MailMessage, MailTransport } from './mailTransport.ts'

/** Sends e-mails through an SMTP server (SMTP_URL), as plain text. */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl)
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.headers ? { headers: message.headers } : {}),
      })
    },
  }
}
