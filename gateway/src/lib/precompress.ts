// Precompression of the built app: at start the gateway mirrors WEB_DIST into a cache folder with a brotli (.br)
// and a gzip (.gz) copy next to every compressible file, so requests are served precompressed with no CPU spent
// per request. The mirror is keyed by a fingerprint of the build, so a later start with the same build reuses it.
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = /\.(m?js|css|html?|svg|json|map|txt|xml|ttf|otf|eot|wasm|webmanifest|ico)$/i;
const MIN_BYTES = 1024;
const COMPLETE_MARKER = '.complete';
const STALE_WORK_MS = 10 * 60_000;

interface DistFile {
  rel: string;
  size: number;
  mtimeMs: number;
}

async function listFiles(root: string, dir = root): Promise<DistFile[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files: DistFile[] = [];
  for (const entry of entries) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await listFiles(root, full)));
    else if (entry.isFile() && !/\.(br|gz)$/.test(entry.name)) {
      const info = await stat(full);
      files.push({ rel: relative(root, full), size: info.size, mtimeMs: info.mtimeMs });
    }
  }
  return files;
}

function fingerprint(files: DistFile[]): string {
  const hash = createHash('sha256');
  for (const file of [...files].sort((a, b) => a.rel.localeCompare(b.rel))) {
    hash.update(`${file.rel}\0${file.size}\0${Math.trunc(file.mtimeMs)}\n`);
  }
  return hash.digest('hex').slice(0, 16);
}

export interface PrecompressResult {
  root: string;
  files: number;
  compressed: number;
  reused: boolean;
}

/** Builds (or reuses) the precompressed mirror of `source` under `cacheDir` and returns its folder. */
export async function precompressDist(source: string, cacheDir: string): Promise<PrecompressResult> {
  const files = await listFiles(source);
  const target = join(cacheDir, fingerprint(files));
  try {
    await stat(join(target, COMPLETE_MARKER));
    return { root: target, files: files.length, compressed: 0, reused: true };
  } catch {
    // not built yet
  }

  const work = `${target}.tmp-${process.pid}-${Date.now()}`;
  let compressed = 0;
  for (const file of files) {
    const from = join(source, file.rel);
    const to = join(work, file.rel);
    await mkdir(dirname(to), { recursive: true });
    await copyFile(from, to);
    const mtime = new Date(file.mtimeMs);
    await utimes(to, mtime, mtime);
    if (file.size < MIN_BYTES || !COMPRESSIBLE.test(file.rel)) continue;
    const content = await readFile(from);
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzipAsync(content, { level: 9 }),
    ]);
    // A variant that saves little is not worth the Vary dance; the original is served instead.
    if (br.length < content.length * 0.95) {
      await writeFile(`${to}.br`, br);
      await utimes(`${to}.br`, mtime, mtime);
    }
    if (gz.length < content.length * 0.95) {
      await writeFile(`${to}.gz`, gz);
      await utimes(`${to}.gz`, mtime, mtime);
    }
    compressed += 1;
  }
  await writeFile(join(work, COMPLETE_MARKER), new Date().toISOString());
  try {
    await rename(work, target);
  } catch (err) {
    // Another gateway sharing the cache folder finished the same build first: use its copy.
    await rm(work, { recursive: true, force: true });
    try {
      await stat(join(target, COMPLETE_MARKER));
    } catch {
      throw err;
    }
  }

  // Older builds' mirrors are no longer needed, nor half-built ones a stopped gateway left behind (a work folder
  // untouched for ten minutes is not another gateway's build in progress).
  for (const entry of await readdir(cacheDir, { withFileTypes: true })) {
    const path = join(cacheDir, entry.name);
    if (!entry.isDirectory() || path === target) continue;
    if (entry.name.includes('.tmp-') && Date.now() - (await stat(path)).mtimeMs < STALE_WORK_MS) continue;
    await rm(path, { recursive: true, force: true });
  }
  return { root: target, files: files.length, compressed, reused: false };
}
