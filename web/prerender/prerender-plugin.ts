// At the end of the browser build, draws the visitor's public pages (contract PRERENDERED_PATHS) to HTML in each
// language: a Node build of src/ssr/render.tsx renders them, and each goes into the built index.html, inert, before
// #root, with its styles in the head. The gateway sends these files to visitors (gateway/src/plugins/static.ts).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, ResolvedConfig } from 'vite';
import { LANGUAGES, PRERENDERED_PATHS, type Language } from '../../contract/src/common/constants';
import type { DrawnPage } from '../src/ssr/render';

/** Where a drawn page goes in the build: prerendered/<language>/<path>.html. */
export const prerenderedFile = (language: Language, path: string) => `prerendered/${language}${path}.html`;

/** The built index.html with a drawn page in it (ids and attribute as web/src/app/prerendered.ts reads them). */
export function withDrawnPage(template: string, page: DrawnPage, language: Language): string {
  const parts: [string, string][] = [
    ['<html lang="ko">', `<html lang="${language}">`],
    ['</head>', `<style data-prerendered>${page.css}</style></head>`],
    [
      '<div id="root"></div>',
      `<div id="prerendered" data-language="${language}" inert>${page.html}</div><div id="root"></div>`,
    ],
  ];
  const drawn = parts.reduce((html, [from, to]) => {
    if (!html.includes(from)) throw new Error(`The built index.html has no ${from}`);
    return html.replace(from, () => to);
  }, template);
  // The page shows without the app's scripts, so they need not compete with it: the entry is fetched at low priority
  // and its imports once it has arrived (no modulepreload), so the page paints before the bulk of the scripts starts.
  return drawn
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace('<script type="module"', '<script type="module" fetchpriority="low"');
}

export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender-public-pages',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const { build } = await import('vite');
      // Beside the app's node_modules, so the Node build finds the libraries it leaves out.
      const serverDir = resolve(config.root, 'node_modules/.prerender');
      await build({
        configFile: config.configFile,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        build: {
          ssr: 'src/ssr/render.tsx',
          outDir: serverDir,
          emptyOutDir: true,
          manifest: false,
          copyPublicDir: false,
        },
      });
      const { renderPage } = (await import(`${pathToFileURL(resolve(serverDir, 'render.js')).href}?${Date.now()}`)) as {
        renderPage: (path: string, language: Language) => Promise<DrawnPage>;
      };
      const outDir = resolve(config.root, config.build.outDir);
      const template = await readFile(resolve(outDir, 'index.html'), 'utf8');
      for (const language of LANGUAGES) {
        for (const path of PRERENDERED_PATHS) {
          const file = resolve(outDir, prerenderedFile(language, path));
          await mkdir(dirname(file), { recursive: true });
          await writeFile(file, withDrawnPage(template, await renderPage(path, language), language));
        }
      }
    },
  };
}
