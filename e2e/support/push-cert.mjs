// Writes a self-signed certificate for the local push service into the folder given, once per run; the Playwright
// config calls it synchronously and hands the certificate to the api (NODE_EXTRA_CA_CERTS) so web-push trusts it.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generate } from 'selfsigned';

const dir = process.argv[2];
if (!dir) throw new Error('usage: push-cert.mjs <folder>');
if (!existsSync(join(dir, 'push.crt'))) {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notBeforeDate: new Date(Date.now() - 60_000),
    notAfterDate: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
    extensions: [
      { name: 'basicConstraints', cA: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  writeFileSync(join(dir, 'push.key'), pems.private, { mode: 0o600 });
  writeFileSync(join(dir, 'push.crt'), pems.cert);
}
