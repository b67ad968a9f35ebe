// `npm run dev`: the api, the gateway and the Vite dev server in watch mode, side by side.
import { spawn } from 'node:child_process';
import { root } from './lib.mjs';

const services = ['api', 'gateway', 'web'];
const children = services.map((workspace) =>
  spawn('npm', ['run', 'dev', '--workspace', workspace], { cwd: root, stdio: 'inherit' }),
);

function stop() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.once('exit', stop);
