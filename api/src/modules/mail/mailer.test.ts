import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createMailer } from './mailer.js';
import { startTestSmtpServer } from './smtp-test-server.js';
import { verificationCodeMail } from './templates.js';

describe('mailer', () => {
  it('writes the message to the log when SMTP_URL is not set, so it is never dropped', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(chunk.toString());
        callback();
      },
    });
    const mailer = createMailer({ smtpUrl: null, from: 'MathBridge <a@b.c>' }, pino({ level: 'info' }, sink));
    await mailer.send(verificationCodeMail('kim@example.com', '123456', 10, 'en'));
    const logged = lines.join('');
    expect(logged).toContain('SMTP_URL is not set');
    expect(logged).toContain('kim@example.com');
    expect(logged).toContain('123456');
  });

  it('sends over SMTP with the configured sender', async () => {
    const smtp = await startTestSmtpServer();
    try {
      const mailer = createMailer(
        { smtpUrl: smtp.url, from: 'MathBridge <no-reply@mathbridge.test>' },
        pino({ level: 'silent' }),
      );
      await mailer.send(verificationCodeMail('lee@example.com', '654321', 10, 'ko'));
      mailer.close();
      const mail = await smtp.next('lee@example.com');
      expect(mail.raw).toMatch(/^From: MathBridge <no-reply@mathbridge\.test>/m);
      expect(mail.subject).toBe('[매쓰브릿지] 인증번호 654321');
      expect(mail.text).toContain('654321');
    } finally {
      await smtp.close();
    }
  });
});
