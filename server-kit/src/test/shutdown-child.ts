// A process that listens and shuts down through closeGracefully; shutdown.test.ts signals it and reads its lines.
import { createServer } from 'node:http';
import { closeGracefully } from '../shutdown.js';

const closeMs = Number(process.env.CLOSE_MS ?? '0');
const graceMs = Number(process.env.GRACE_MS ?? '5000');
const line = (level: string) => (object: object, message: string) =>
  process.stdout.write(`${JSON.stringify({ level, ...object, msg: message })}\n`);

const server = createServer((_req, res) => res.end('ok'));
server.listen(0, '127.0.0.1', () => {
  closeGracefully({
    log: { info: line('info'), error: line('error') },
    graceMs,
    skip: ['SIGHUP'],
    close: async () => {
      await new Promise((resolve) => setTimeout(resolve, closeMs));
      await new Promise<void>((resolve) => server.close(() => resolve()));
      process.stdout.write(`${JSON.stringify({ msg: 'closed' })}\n`);
    },
  });
  process.on('SIGHUP', () => process.stdout.write(`${JSON.stringify({ msg: 'hup' })}\n`));
  process.stdout.write(`${JSON.stringify({ msg: 'ready' })}\n`);
});
