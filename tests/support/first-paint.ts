import type { Browser, Page } from 'playwright-core';

/**
 * Loads `path` with the portal's scripts held back, so the page shows only what its HTML and the
 * inline pre-paint script make of it: what a slow phone shows before the portal starts. Resolves
 * once the HTML is parsed, with a function that lets the scripts load. The page's context must
 * block service workers: what a worker answers never reaches the route that holds it.
 */
export async function loadBeforeScripts(page: Page, path: string): Promise<() => Promise<void>> {
  const held: (() => Promise<void>)[] = [];
  const hold = '**/assets/*.js';
  await page.route(hold, (route) => new Promise<void>((resolve) => held.push(() => route.continue().then(resolve))));
  await page.goto(path, { waitUntil: 'commit' });
  // 'interactive': the document is parsed and its inline scripts have run; the module scripts wait.
  await page.waitForFunction(() => document.readyState !== 'loading');
  return async () => {
    await Promise.all(held.map((release) => release()));
    await page.unroute(hold);
  };
}

/**
 * How bright the page looks on screen, 0 (black) to 255 (white), averaged over its pixels:
 * the screenshot is read back through a canvas in a page of its own.
 */
export async function screenBrightness(browser: Browser, page: Page): Promise<number> {
  const png = (await page.screenshot()).toString('base64');
  const reader = await browser.newPage();
  try {
    return await reader.evaluate(async (source) => {
      const image = new Image();
      image.src = `data:image/png;base64,${source}`;
      await image.decode();
      const canvas = new OffscreenCanvas(image.width, image.height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, image.width, image.height);
      let sum = 0;
      for (let index = 0; index < data.length; index += 4) sum += (data[index] + data[index + 1] + data[index + 2]) / 3;
      return sum / (data.length / 4);
    }, png);
  } finally {
    await reader.close();
  }
}
