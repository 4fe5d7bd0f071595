import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

/** Real mail through SMTP_URL (smtp://user:pass@host:port or smtps://...). */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}

/**
 * The offline default: the message is kept in the outbox table and announced in the log, so an
 * operator (or a test) can read a recovery code without a mail server.
 */
export function outboxMailer(db: Db, log: FastifyBaseLogger, logBody = false): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      await db.insert(mailOutbox).values({ to: message.to, subject: message.subject, body: message.text });
      log.info(
        { to: message.to, subject: message.subject, ...(logBody ? { body: message.text } : {}) },
        'correo guardado en la bandeja de salida (sin SMTP_URL)',
      );
    },
  };
}
