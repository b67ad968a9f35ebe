// A real SMTP server for the browser tests: it keeps every message in memory and lists them over HTTP,
// so a test can read the verification code a signup e-mail carried.
import http from 'node:http';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.MAIL_SMTP_PORT);
const httpPort = Number(process.env.MAIL_HTTP_PORT);
const messages = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      messages.push({
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        raw: Buffer.concat(chunks).toString('utf8'),
        receivedAt: Date.now(),
      });
      callback();
    });
  },
});
smtp.listen(smtpPort, '127.0.0.1');

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/healthz') return res.end('ok');
    if (url.pathname === '/messages') {
      const to = url.searchParams.get('to');
      const list = to ? messages.filter((m) => m.to.includes(to)) : messages;
      res.setHeader('content-type', 'application/json');
      return res.end(JSON.stringify(list));
    }
    res.statusCode = 404;
    res.end();
  })
  .listen(httpPort, '127.0.0.1');
