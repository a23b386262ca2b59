/** One plain-text e-mail. */
export type MailMessage = { to: string; subject: string; text: string }

/**
 * Where the server's e-mails go. `log` writes them to the server log (development, tests,
 * a machine without a mail server); an SMTP transport would implement the same `send`.
 */
export type MailTransport = {
  readonly kind: string
  send(message: MailMessage): Promise<void>
}
