// A stand-in api for the benchmark, run in its own process: a small JSON answer for the pass-through route and a
// course map of realistic size (about 60 KB of JSON: grades, chapters and units with Korean and English names).
import { createServer } from 'node:http';
import { SPEC_CALLS } from '@mathbridge/contract';

const port = Number(process.env.BENCH_UPSTREAM_PORT ?? 0);

const courseMap = Buffer.from(
  JSON.stringify({
    grades: Array.from({ length: 12 }, (_g, grade) => ({
      id: `g${grade + 1}`,
      name: { ko: `${grade + 1}학년`, en: `Grade ${grade + 1}` },
      chapters: Array.from({ length: 6 }, (_c, chapter) => ({
        id: `g${grade + 1}-c${chapter + 1}`,
        name: { ko: `${chapter + 1}단원 수와 연산`, en: `Chapter ${chapter + 1}: Numbers and operations` },
        units: Array.from({ length: 4 }, (_u, unit) => ({
          id: `g${grade + 1}-c${chapter + 1}-u${unit + 1}`,
          name: { ko: `${unit + 1}. 분수의 덧셈과 뺄셈`, en: `${unit + 1}. Adding and subtracting fractions` },
          problems: 100 + unit,
          prerequisites: unit > 0 ? [`g${grade + 1}-c${chapter + 1}-u${unit}`] : [],
        })),
      })),
    })),
  }),
);
const ping = Buffer.from(JSON.stringify({ ok: true, service: 'api', time: new Date().toISOString() }));

const server = createServer((request, response) => {
  const path = request.url?.split('?')[0];
  const body = path === SPEC_CALLS.courseMap ? courseMap : path === '/v1/api/bench/ping' ? ping : null;
  request.resume();
  if (!body) {
    response.writeHead(404, { 'content-type': 'application/json' });
    response.end('{"code":"E_NOT_FOUND","message":"not found"}');
    return;
  }
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  response.end(body);
});

server.keepAliveTimeout = 72_000;
server.listen(port, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : port })}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
