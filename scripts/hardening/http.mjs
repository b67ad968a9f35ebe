// HTTPS calls to the gateway as different clients: each loopback source address (127.0.0.0/8) is another client
// address to the gateway, which is what its limits and the api's lockout key on.
import https from 'node:https';
import { connect } from 'node:tls';

const agents = new Map();

/** One keep-alive agent per source address; the gateway's certificate is the self-signed development one. */
function agentFor(from) {
  let agent = agents.get(from);
  if (!agent) {
    agent = new https.Agent({ keepAlive: true, maxSockets: 16, rejectUnauthorized: false, localAddress: from });
    agents.set(from, agent);
  }
  return agent;
}

export function closeAgents() {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
}

/**
 * One request. `body` is sent as JSON unless it is a string or a Buffer (then raw, with the given content-type).
 * Answers { status, headers, text, json, ms }; a transport failure answers status 0 and `error`.
 */
export function call(baseUrl, { method = 'GET', path, headers = {}, body, from = '127.0.0.1', timeoutMs = 15_000 }) {
  const url = new URL(path, baseUrl);
  let payload;
  const sent = { ...headers };
  if (body !== undefined) {
    if (typeof body === 'string' || Buffer.isBuffer(body)) {
      payload = body;
    } else {
      payload = JSON.stringify(body);
      sent['content-type'] ??= 'application/json';
    }
    sent['content-length'] = String(Buffer.byteLength(payload));
  }
  const started = performance.now();
  return new Promise((resolve) => {
    const req = https.request(
      {
        method,
        hostname: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        headers: sent,
        agent: agentFor(from),
        servername: 'localhost',
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('error', (err) => resolve(failure(err, started)));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json;
          try {
            json = text ? JSON.parse(text) : undefined;
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json, ms: performance.now() - started });
        });
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', (err) => resolve(failure(err, started)));
    req.end(payload);
  });
}

function failure(err, started) {
  return { status: 0, headers: {}, text: '', json: undefined, error: err.message, ms: performance.now() - started };
}

/** True when an answer is the project's error shape: JSON `{ code, message }` with a non-empty message. */
export function isErrorShape(answer) {
  return (
    /^application\/json/.test(String(answer.headers['content-type'] ?? '')) &&
    typeof answer.json?.code === 'string' &&
    typeof answer.json?.message === 'string' &&
    answer.json.message.length > 0
  );
}

/** A short description of an answer for a failure line. */
export function describe(answer) {
  if (answer.status === 0) return `no answer (${answer.error})`;
  return `${answer.status} ${answer.text.slice(0, 120).replace(/\s+/g, ' ')}`;
}

/**
 * A raw TLS connection (for requests no HTTP client would send slowly). Resolves once connected; `answer` resolves
 * with the status line's code and the body when the server closes the connection.
 */
export function rawConnection(baseUrl, { from = '127.0.0.1' } = {}) {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(
      {
        host: url.hostname,
        port: Number(url.port),
        servername: 'localhost',
        rejectUnauthorized: false,
        localAddress: from,
      },
      () => {
        const chunks = [];
        const answer = new Promise((done) => {
          socket.on('data', (chunk) => chunks.push(chunk));
          socket.on('close', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            const split = text.indexOf('\r\n\r\n');
            const head = split >= 0 ? text.slice(0, split) : text;
            done({
              status: Number(head.split(' ')[1] ?? 0) || 0,
              head,
              body: split >= 0 ? text.slice(split + 4) : '',
              closedAt: performance.now(),
            });
          });
        });
        socket.on('error', () => {});
        resolve({ socket, answer });
      },
    );
    socket.once('error', reject);
  });
}
