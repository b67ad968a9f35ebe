// 10,000 requests generated with fast-check from the api's own OpenAPI document, spread over every operation and
// sent through the gateway: valid, nearly valid and broken parameters and bodies, as a student, with a bad token
// and without one. Not one may answer 5xx (or go unanswered). HARDENING_SEED replays a run.
import fc from 'fast-check';
import { newStudent } from '../accounts.mjs';
import { fail } from '../check.mjs';
import { call, describe } from '../http.mjs';
import { operationsOf, requestsFor } from '../requests.mjs';

export const name = 'fuzz';

const TOTAL = 10_000;
const CONCURRENCY = 24;
/** Spread over many client addresses, so the gateway's per-address limits leave most calls to reach the api. */
const ADDRESSES = 200;

function idsUnder(node, key, out = new Set()) {
  if (Array.isArray(node)) for (const item of node) idsUnder(item, key, out);
  else if (node && typeof node === 'object') {
    for (const [name, value] of Object.entries(node)) {
      if (name === key && Array.isArray(value)) for (const item of value) if (item?.id) out.add(item.id);
      idsUnder(value, key, out);
    }
  }
  return out;
}

/** Real ids (units, problems, samples, the student's workbooks and test) for fields that name them. */
async function collectPools(gatewayUrl, bearer) {
  const map = await call(gatewayUrl, { path: '/v2/api/comm/course/map', from: '127.0.0.80' });
  const unitIds = [...idsUnder(map.json, 'units')];
  const sampleUnits = unitIds.filter((_, i) => i % Math.max(1, Math.floor(unitIds.length / 8)) === 0).slice(0, 8);
  const problemIds = new Set();
  for (const unitId of sampleUnits) {
    const problems = await call(gatewayUrl, {
      path: `/v1/api/problems?unitId=${encodeURIComponent(unitId)}&limit=20`,
      headers: bearer,
      from: '127.0.0.80',
    });
    for (const problem of problems.json?.problems ?? []) problemIds.add(problem.id);
  }
  const workbookIds = [];
  for (const unitId of sampleUnits.slice(0, 3)) {
    const workbook = await call(gatewayUrl, {
      method: 'POST',
      path: '/v1/api/workbooks',
      headers: bearer,
      body: { questionCount: 5, source: { type: 'units', unitIds: [unitId] } },
      from: '127.0.0.80',
    });
    if (workbook.json?.id) workbookIds.push(workbook.json.id);
  }
  const test = await call(gatewayUrl, {
    method: 'POST',
    path: '/v1/api/tests',
    headers: bearer,
    body: { type: 'LEVEL', gradeId: 'kr-m1' },
    from: '127.0.0.80',
  });
  const samples = await call(gatewayUrl, { path: '/v1/api/samples', from: '127.0.0.80' });
  const sampleIds = (samples.json?.problems ?? []).map((problem) => problem.id).slice(0, 10);
  const testIds = test.json?.id ? [test.json.id] : [];
  const problems = [...problemIds];
  return {
    unitId: unitIds,
    problemId: problems,
    workbookId: workbookIds,
    id: [...problems.slice(0, 20), ...workbookIds, ...testIds, ...sampleIds, ...unitIds.slice(0, 10)],
  };
}

/**
 * Whether the operation's document declares this status. A declared 501 is the product's 'Coming soon' (a study
 * mode not built yet), a state rather than a fault; it is counted apart. No operation declares a 500.
 */
function documents(operation, status) {
  return Boolean(operation.spec.responses?.[String(status)]);
}

/** The generated requests, interleaved so that every stretch of the run mixes operations. */
function generate(operations, doc, pools, seed) {
  const lists = operations.map((operation, i) => {
    const count = Math.floor(TOTAL / operations.length) + (i < TOTAL % operations.length ? 1 : 0);
    return fc.sample(requestsFor(operation, { doc, pools }), { numRuns: count, seed: seed + i });
  });
  const requests = [];
  for (let round = 0; requests.length < TOTAL; round++) {
    lists.forEach((list, i) => {
      if (round < list.length) requests.push({ ...list[round], operation: operations[i] });
    });
  }
  return requests;
}

export async function run(ctx) {
  const { gatewayUrl } = ctx.main;
  const seed = Number(process.env.HARDENING_SEED ?? Math.floor(Math.random() * 2 ** 31));
  const student = await newStudent(ctx, 'fuzz', '127.0.0.80');
  const bearer = { authorization: `Bearer ${student.accessToken}` };

  const documentAnswer = await call(gatewayUrl, { path: '/v1/api/openapi.json', from: '127.0.0.80' });
  if (documentAnswer.status !== 200 || !documentAnswer.json?.paths) {
    fail(`the OpenAPI document could not be read through the gateway: ${describe(documentAnswer)}`);
  }
  const doc = documentAnswer.json;
  const operations = operationsOf(doc);
  const pools = await collectPools(gatewayUrl, bearer);
  const requests = generate(operations, doc, pools, seed);

  const byClass = { '2xx': 0, '3xx': 0, '4xx': 0 };
  const succeeded = new Set();
  const statusesOf = {};
  const broken = [];
  const notImplemented = new Set();
  let notImplementedCount = 0;
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const index = next++;
      const request = requests[index];
      const headers = {};
      if (request.auth === 'student') headers.authorization = bearer.authorization;
      if (request.auth === 'bad') headers.authorization = 'Bearer not.a.token';
      if (request.body !== undefined) headers['content-type'] = 'application/json';
      const answer = await call(gatewayUrl, {
        method: request.method,
        path: request.path,
        headers,
        body: request.body,
        from: `127.0.1.${1 + (index % ADDRESSES)}`,
        timeoutMs: 30_000,
      });
      if (answer.status === 501 && documents(request.operation, 501)) {
        notImplemented.add(`${request.method} ${request.operation.path}`);
        notImplementedCount += 1;
      } else if (answer.status === 0 || answer.status >= 500) {
        broken.push({ request, answer });
      } else {
        const group = `${Math.floor(answer.status / 100)}xx`;
        byClass[group] = (byClass[group] ?? 0) + 1;
        const key = `${request.method} ${request.operation.path}`;
        if (answer.status < 300) succeeded.add(key);
        const tally = (statusesOf[key] ??= {});
        tally[answer.status] = (tally[answer.status] ?? 0) + 1;
        tally.example ??= `${request.path.slice(0, 80)} ${String(request.body).slice(0, 80)} → ${answer.text.slice(0, 120)}`;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);

  if (broken.length > 0) {
    // One example of each (operation, status), so a few causes do not drown the list.
    const seen = new Map();
    for (const entry of broken) {
      const key = `${entry.request.method} ${entry.request.operation.path} → ${entry.answer.status || 'no answer'}`;
      seen.set(key, [...(seen.get(key) ?? []), entry]);
    }
    const details = [...seen.entries()].map(([key, entries]) => {
      const { request, answer } = entries[0];
      const body = request.body === undefined ? '' : ` body ${JSON.stringify(request.body.slice(0, 300))}`;
      return `${key} (${entries.length}×): ${request.method} ${request.path.slice(0, 200)}${body} → ${describe(answer)}`;
    });
    fail(`${broken.length} of ${requests.length} requests answered 5xx or nothing (seed ${seed})`, details);
  }
  if (process.env.HARDENING_VERBOSE === '1') {
    const never = operations.map((o) => `${o.method.toUpperCase()} ${o.path}`).filter((key) => !succeeded.has(key));
    for (const key of never) console.error(`fuzz: never 2xx: ${key} ${JSON.stringify(statusesOf[key] ?? {})}`);
  }
  const declared = notImplementedCount
    ? `; ${notImplementedCount} documented 501 Coming soon from ${[...notImplemented].join(', ')}`
    : '';
  return (
    `${requests.length} requests over ${operations.length} operations in ${seconds} s, 0 5xx ` +
    `(${byClass['2xx']} 2xx, ${byClass['4xx']} 4xx; 2xx on ${succeeded.size} operations${declared}; seed ${seed})`
  );
}
