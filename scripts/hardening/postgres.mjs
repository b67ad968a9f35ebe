// A throwaway PostgreSQL server on loopback for the database-outage case: initdb and pg_ctl from the newest
// installed version, run as the postgres user when this process is root (PostgreSQL refuses to run as root).
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The folder of PostgreSQL's server binaries, or null when none is installed. */
export function findPostgres() {
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const versions = readdirSync(base)
      .filter((version) => existsSync(join(base, version, 'bin', 'pg_ctl')))
      .sort((a, b) => Number(a) - Number(b));
    if (versions.length > 0) return join(base, versions.at(-1), 'bin');
  }
  const onPath = spawnSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' });
  const pgCtl = onPath.status === 0 ? onPath.stdout.trim() : '';
  return pgCtl && existsSync(join(pgCtl, '..', 'initdb')) ? join(pgCtl, '..') : null;
}

export class Postgres {
  constructor(bin, port) {
    this.bin = bin;
    this.port = port;
    this.asRoot = process.getuid?.() === 0;
    // The postgres user must be able to enter the folder; initdb makes the cluster folder inside it private.
    this.dir = mkdtempSync(join(tmpdir(), 'mathbridge-hardening-pg-'));
    chmodSync(this.dir, 0o755);
    this.data = join(this.dir, 'data');
    this.url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  }

  run(tool, args) {
    const command = join(this.bin, tool);
    const result = this.asRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' })
      : spawnSync(command, args, { encoding: 'utf8' });
    if (result.status !== 0) {
      throw new Error(
        `${tool} ${args[0] ?? ''} failed: ${(result.stderr || result.stdout || '').trim().slice(0, 300)}`,
      );
    }
  }

  init() {
    if (this.asRoot) spawnSync('chown', ['postgres:postgres', this.dir]);
    this.run('initdb', ['-D', this.data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  }

  start() {
    this.run('pg_ctl', [
      '-D',
      this.data,
      '-l',
      join(this.dir, 'server.log'),
      '-o',
      `-h 127.0.0.1 -p ${this.port} -k ${this.dir} -c fsync=off`,
      '-w',
      'start',
    ]);
  }

  /** `immediate` ends every server process at once, as a crash would (recovery runs at the next start). */
  stop(mode = 'immediate') {
    this.run('pg_ctl', ['-D', this.data, '-m', mode, '-w', 'stop']);
  }

  /** Stops the server if it runs and removes its folder; never throws (it runs on the way out). */
  destroy() {
    try {
      this.stop('immediate');
    } catch {
      // Already stopped.
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}
