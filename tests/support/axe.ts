import { AxeBuilder } from '@axe-core/playwright';
import axe, { type NodeResult, type Result } from 'axe-core';
import type { Locator, Page } from 'playwright-core';

/** The rules the portal holds itself to: WCAG 2.0 and 2.1 at A and AA, and axe's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** What blocks a release; moderate and minor findings are left to review. */
const BLOCKING = new Set(['serious', 'critical']);

/** Where the element is: its selector, through every frame it sits in. */
const where = (node: NodeResult) => node.target.map((step) => (Array.isArray(step) ? step.join(' >>> ') : step)).join(' >>> ');

/** The first line of axe's own explanation, e.g. the contrast ratio it measured. */
const why = (node: NodeResult) => node.failureSummary?.split('\n').map((line) => line.trim()).filter(Boolean)[1] ?? '';

function report(screen: string, violation: Result): string {
  const nodes = violation.nodes.map((node) => `    ${where(node)}${why(node) ? `\n      ${why(node)}` : ''}`);
  return `[${screen}] ${violation.id} (${violation.impact}): ${violation.help}\n${nodes.join('\n')}`;
}

/**
 * Puts the pointer in the corner, or on `hover`, then waits for what moves to stop (a dialog
 * fading in measures as low contrast half way), leaving out what never stops: spinners.
 */
async function settle(page: Page, hover?: Locator): Promise<void> {
  // Left where the last click was, the pointer would put whatever lies there now in its hover
  // colours, a different element from run to run; a screen names the one it wants hovered.
  await page.mouse.move(0, 0);
  await hover?.hover();
  await page.waitForFunction(
    () => document.getAnimations().every((animation) => {
      const timing = animation.effect?.getComputedTiming();
      return animation.playState !== 'running' || timing?.iterations === Infinity;
    }),
    undefined,
    { timeout: 5_000 },
  );
}

/** axe-core's source, run only in a frame that does not have it yet. */
const AXE_ONCE = `if (typeof window.axe === 'undefined') {\n${axe.source}\n}`;

/**
 * What the builder puts into the page's frames before it runs: AxeBuilder sends axe's source
 * (~550 KB) to every frame twice an audit, ~0.4 s of each audit's ~0.5 here, though the screens of
 * a walk mostly share one document. Once every frame has axe, an empty script does.
 */
async function axeSourceFor(page: Page): Promise<string> {
  const lacking = await Promise.all(
    page.frames().map((frame) => frame.evaluate('typeof window.axe === "undefined"').catch(() => true)),
  );
  return lacking.includes(true) ? AXE_ONCE : ';';
}

/**
 * Collects the serious and critical violations of every screen a test visits, so one run names
 * them all; `assertClean` fails with each one's rule, help text and elements.
 */
export class AxeAudit {
  private readonly found: string[] = [];

  /** `rules`: only these of axe's rules, else every rule of AXE_TAGS. */
  async check(page: Page, screen: string, hover?: Locator, rules?: readonly string[]): Promise<void> {
    await settle(page, hover);
    // Legacy mode runs axe in the page itself; the default opens a blank page per audit to merge
    // the frames' results, which triples the time. Every frame the portal shows (the billing
    // portal) is same-origin, and legacy mode audits those.
    const builder = new AxeBuilder({ page, axeSource: await axeSourceFor(page) });
    const scoped = rules ? builder.withRules([...rules]) : builder.withTags(AXE_TAGS);
    const { violations } = await scoped.setLegacyMode().analyze();
    for (const violation of violations) {
      if (BLOCKING.has(violation.impact ?? '')) this.found.push(report(screen, violation));
    }
  }

  assertClean(): void {
    if (this.found.length === 0) return;
    throw new Error(`${this.found.length} serious or critical accessibility violations:\n\n${this.found.join('\n\n')}`);
  }
}
