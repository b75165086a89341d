import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { text } from 'node:stream/consumers';
import react from '@vitejs/plugin-react';
import { createServer } from 'vite';
import { frameHtml, pageHtml } from './page-html';
import type { PrerenderedPage } from './render';

/** A page to prerender: its path, the file it goes in, and the chunks it preloads. */
export type PageToWrite = { path: string; file: string; preloads: string[] };

type Job = { root: string; configFile?: string; template: string; pages: PageToWrite[]; frame: Omit<PageToWrite, 'path'> };

/**
 * Renders the pages the build asks for on stdin (scripts/prerender/plugin.ts) with the app's own
 * modules, through Vite's SSR loader in the build's mode, and writes each into the built index.html.
 */
async function main(job: Job): Promise<void> {
  const template = readFileSync(job.template, 'utf8');
  const server = await createServer({
    // The build's own configuration: its plugins transform the modules the pages render from, as
    // they did the code that hydrates them.
    configFile: job.configFile ?? false,
    root: job.root,
    mode: 'production',
    logLevel: 'warn',
    plugins: job.configFile ? [] : [react()],
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  });
  try {
    const { prerenderPage, prerenderFrame } = (await server.ssrLoadModule('/scripts/prerender/render.tsx')) as {
      prerenderPage: (path: string) => Promise<PrerenderedPage>;
      prerenderFrame: () => Promise<PrerenderedPage>;
    };
    for (const page of job.pages) {
      const preloads = page.preloads.filter((file) => !template.includes(file));
      mkdirSync(dirname(page.file), { recursive: true });
      writeFileSync(page.file, pageHtml(template, await prerenderPage(page.path), preloads));
    }
    const framePreloads = job.frame.preloads.filter((file) => !template.includes(file));
    writeFileSync(job.frame.file, frameHtml(template, await prerenderFrame(), framePreloads));
  } finally {
    await server.close();
  }
}

// The app's modules keep timers of their own: the work is done when the pages are written.
main(JSON.parse(await text(process.stdin)) as Job).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
