import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { AxeAudit } from '../support/axe';

// The audit every screen of the accessibility journey goes through sends axe to a frame only
// when it lacks it: these prove a later audit of the same document, and a frame added after the
// first audit, are still audited for real.
let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage();
  // Pages of an http origin, as the portal's are (axe asks a frame for its results only when it is
  // of the same origin; about:blank's is opaque). Answered here, nothing leaves the machine.
  await page.route('http://axe.test/**', (route) => {
    const path = new URL(route.request().url()).pathname;
    return route.fulfill({ contentType: 'text/html', body: path === '/inner' ? INNER : CLEAN });
  });
});
afterAll(async () => {
  await browser?.close();
});

const CLEAN = '<!doctype html><html lang="en"><head><title>Clean</title></head><body><main><h1>Clean</h1><button>Save</button></main></body></html>';
const INNER = '<!doctype html><html lang="en"><head><title>Inner</title></head><body><main><button></button></main></body></html>';

const audited = async (screen: string): Promise<string> => {
  const audit = new AxeAudit();
  await audit.check(page, screen);
  try {
    audit.assertClean();
    return 'clean';
  } catch (error) {
    return (error as Error).message;
  }
};

describe('the accessibility audit', () => {
  it('finds what a later change to the same document breaks', async () => {
    await page.goto('http://axe.test/');
    expect(await audited('first')).toBe('clean');
    await page.evaluate(() => {
      document.querySelector('button')!.textContent = '';
    });
    expect(await audited('second')).toMatch(/\[second\] button-name \(critical\)/);
  });

  it('audits a frame added after the first audit', async () => {
    await page.goto('http://axe.test/');
    expect(await audited('before the frame')).toBe('clean');
    await page.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.title = 'Inner';
      frame.src = '/inner';
      document.querySelector('main')!.append(frame);
      return new Promise((resolve) => frame.addEventListener('load', resolve));
    });
    expect(await audited('with the frame')).toMatch(/\[with the frame\] button-name \(critical\)[\s\S]*iframe >>> button/);
  });
});
