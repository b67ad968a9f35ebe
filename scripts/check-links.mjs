// Checks that every relative link in the repository's Markdown files points at a file or folder that exists, so a
// clone of the project has everything its READMEs send readers to. Prints each broken link; exits 1 when any is.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { root } from './lib.mjs';

const files = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.md'], {
  cwd: root,
  encoding: 'utf8',
})
  .stdout.split('\n')
  .filter((file) => file && !file.includes('node_modules/'));

// [text](target) and [text]: target, outside code spans; absolute URLs and in-page anchors are not files.
const LINK = /\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)|^\s*\[[^\]]+\]:\s*(\S+)/gm;
const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|#)/i;

let broken = 0;
for (const file of files) {
  const text = readFileSync(join(root, file), 'utf8')
    .replace(/```[\s\S]*?```/g, '')
    .replace(/`[^`\n]*`/g, '');
  for (const match of text.matchAll(LINK)) {
    const target = match[1] ?? match[2] ?? '';
    if (EXTERNAL.test(target)) continue;
    const path = decodeURIComponent(target.split('#')[0] ?? '');
    if (path === '') continue;
    const resolved = path.startsWith('/') ? join(root, path) : join(root, dirname(file), path);
    if (!existsSync(resolved) || relative(root, resolved).startsWith('..')) {
      console.log(`${file}: ${target} does not resolve inside the repository`);
      broken += 1;
    }
  }
}
console.log(`${files.length} Markdown files, ${broken} broken links`);
process.exit(broken > 0 ? 1 : 0);
