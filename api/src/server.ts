// The api process: configuration, listen, and a graceful shutdown (the server kit's) that drains in-flight requests.
import { closeGracefully } from '@mathbridge/server-kit';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config/env.js';
import { DataDirLockedError } from './db/client.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  await app.listen({ host: config.host, port: config.port });
  closeGracefully({ log: app.log, graceMs: config.shutdownGraceMs, close: () => app.close() });
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error('The api failed to start:', err);
  }
  process.exit(1);
});
