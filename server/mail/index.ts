/**
 * Outgoing mail (decision 0020). Queue a message with enqueueMail (inside your transaction when
 * you have one); the sender started in server/index.ts delivers it through SMTP or the outbox.
 */
export { enqueueMail, listMail, countMail, retryMail } from './queue';
export type { MailMessage, MailRow, QueuedMail } from './queue';
export { startMailSender, DEFAULT_BACKOFF_MS } from './sender';
export type { MailSender, MailSenderOptions } from './sender';
export {
  createMailTransport,
  mailFrom,
  outboxDir,
  outboxFileName,
  outboxTransport,
  smtpTransport,
} from './transport';
export type { MailTransport } from './transport';
