// The gateway process: configuration, the HTTPS listener (plus the optional HTTP redirect and the metrics
// listener), certificate reload on SIGHUP, and a graceful shutdown (the server kit's) that drains requests.
import { createServer, type Server as HttpServer } from 'node:http';
import { closeGracefully } from '@mathbridge/server-kit';
import type { FastifyInstance } from 'fastify';
import { buildGateway } from './app.js';
import { answerClientError } from './lib/client-error.js';
import { ConfigError, loadConfig } from './config/env.js';
import { GatewayMetrics, buildMetricsServer } from './plugins/metrics.js';
import { redirectHandler } from './plugins/redirect.js';
import { reloadCertificate } from './plugins/tls.js';

function listen(server: HttpServer, port: number, host: string): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolvePromise();
    });
  });
}

async function main(): Promise<void> {
  const config = loadConfig();
  const metrics = new GatewayMetrics({ defaultMetrics: true });
  const app = await buildGateway(config, { metrics });
  await app.listen({ host: config.host, port: config.port });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  app.log.info(`MathBridge is ready at https://${shownHost}:${config.port}/`);

  let redirect: HttpServer | null = null;
  if (config.httpPort !== null) {
    redirect = createServer(redirectHandler(config.port));
    await listen(redirect, config.httpPort, config.host);
    app.log.info({ port: config.httpPort }, 'plain HTTP redirects to HTTPS');
  }

  // Measurement only: the same routes without TLS, reachable from this machine alone.
  let loopback: HttpServer | null = null;
  if (config.loopbackHttpPort !== null) {
    loopback = createServer({ requestTimeout: config.clientTimeoutMs }, app.frontDoor.listener);
    loopback.keepAliveTimeout = app.server.keepAliveTimeout;
    loopback.headersTimeout = app.server.headersTimeout;
    loopback.on('clientError', answerClientError);
    await listen(loopback, config.loopbackHttpPort, '127.0.0.1');
    app.log.warn(
      { port: config.loopbackHttpPort },
      'plain HTTP on 127.0.0.1 serves the gateway without TLS (GATEWAY_LOOPBACK_HTTP_PORT, for measurements)',
    );
  }

  let metricsServer: FastifyInstance | null = null;
  if (config.metricsPort !== 0) {
    metricsServer = await buildMetricsServer(metrics);
    try {
      await metricsServer.listen({ host: config.metricsHost, port: config.metricsPort });
      app.log.info({ host: config.metricsHost, port: config.metricsPort }, 'metrics listening');
    } catch (err) {
      // Metrics are for operators; a busy port must not take the app down with it.
      app.log.error({ err, port: config.metricsPort }, 'the metrics listener could not start; continuing without it');
      await metricsServer.close();
      metricsServer = null;
    }
  }

  // A stray rejection in a background task (a cache refresh, a log write) must not take every student offline.
  process.on('unhandledRejection', (reason: unknown) => {
    app.log.error({ err: reason }, 'unhandled rejection; the gateway keeps running');
  });

  process.on('SIGHUP', () => {
    app.log.info('SIGHUP: reloading the TLS certificate');
    const server = app.frontDoor.server;
    if (server !== null) void reloadCertificate(server, config, app.log);
  });

  closeGracefully({
    log: app.log,
    graceMs: config.shutdownGraceMs,
    skip: ['SIGHUP', 'unhandledRejection'],
    close: () => {
      for (const server of [redirect, loopback]) {
        server?.close();
        server?.closeAllConnections();
      }
      return Promise.all([app.close(), metricsServer?.close()]);
    },
  });
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error('The gateway failed to start:', err);
  }
  process.exit(1);
});
