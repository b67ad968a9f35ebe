// Prints N free loopback ports as JSON; the Playwright config calls it synchronously once per run.
import net from 'node:net';

const count = Number(process.argv[2] ?? 1);
const servers = await Promise.all(
  Array.from(
    { length: count },
    () =>
      new Promise((resolve) => {
        const server = net.createServer();
        server.listen(0, '127.0.0.1', () => resolve(server));
      }),
  ),
);
const ports = servers.map((server) => server.address().port);
await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
process.stdout.write(JSON.stringify(ports));
