import { paintMarks } from '../../src/routing/prerendered';
import { HOLD_PRESS_SCRIPT, HOLD_SUBMIT_SCRIPT } from './hold-submit-script';
import type { PrerenderedPage } from './render';

const EMPTY_ROOT = '<div id="root"></div>';

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The built index.html with a prerendered page in it: its markup inside #root, its styles in the
 * head, its title, and its screens' chunks preloaded. The hold-submit script keeps the browser from
 * sending a form itself before the portal has taken it over (hold-submit.js, inline).
 */
export function pageHtml(template: string, page: PrerenderedPage, preloads: string[], holdScript = HOLD_SUBMIT_SCRIPT): string {
  if (!template.includes(EMPTY_ROOT)) throw new Error(`prerender: index.html has no ${EMPTY_ROOT}`);
  const head = [
    `<script>${holdScript}</script>`,
    ...preloads.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    page.styleTags,
  ].join('\n');
  // Replaced through functions: a `$` in the markup is text, not a replacement pattern.
  let html = template.replace('</head>', () => `${head}\n</head>`).replace(EMPTY_ROOT, () => `<div id="root">${page.html}</div>`);
  const title = page.title;
  if (title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(title)}</title>`);
  return html;
}

/**
 * The built index.html with the signed-in frame in it, its markup and its styles between the marks
 * the service worker replaces with a saved screen (sw/paint.ts). hold-press.js holds a press on
 * the frame or on a saved screen until the portal has drawn its own (src/offline/paint-handover.ts).
 */
export function frameHtml(template: string, page: PrerenderedPage, preloads: string[]): string {
  const [markupOpen, markupClose] = paintMarks.markup;
  const [stylesOpen, stylesClose] = paintMarks.styles;
  return pageHtml(
    template,
    {
      html: `${markupOpen}<div ${paintMarks.attribute}="frame">${page.html}</div>${markupClose}`,
      styleTags: `${stylesOpen}${page.styleTags}${stylesClose}`,
      title: null,
    },
    preloads,
    // The signed-in screens' forms are the portal's own, never taken over: hold-submit.js, which
    // holds every form not marked live, is not this page's.
    HOLD_PRESS_SCRIPT,
  );
}
