// Sends the service's e-mail over SMTP; without SMTP_URL each message is written to the log so none is lost.
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createMailer(options: { smtpUrl: string | null; from: string }, log: FastifyBaseLogger): Mailer {
  if (!options.smtpUrl) {
    log.warn('SMTP_URL is not set: e-mail is written to the log instead of being sent');
    return {
      async send(message) {
        // A development fallback: the text (with its code) goes to the log so a developer can finish the flow.
        log.warn(
          { mail: { to: message.to, subject: message.subject, text: message.text } },
          'e-mail not sent (no SMTP)',
        );
      },
      close() {},
    };
  }
  const transport: Transporter = nodemailer.createTransport(options.smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
      log.info({ to: message.to, subject: message.subject }, 'e-mail sent');
    },
    close() {
      transport.close();
    },
  };
}
