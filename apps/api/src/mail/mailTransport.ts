/** One plain-text e-mail. */
export type MailMessage = {
  to: string
  subject: string
  text: string
  /** Extra headers, such as List-Unsubscribe (RFC 2369, 8058). */
  headers?: Record<string, string>
}

/**
 * Where the server's e-mails go. `log` writes them to the server log (development, tests,
 * a machine without a mail server); `smtp` hands them to a mail server (SMTP_URL).
 */
export type MailTransport = {
  readonly kind: string
  send(message: MailMessage): Promise<void>
}
