import { useEffect, useState, type ReactNode } from 'react';
import { largestPaintSince } from './largest-paint';

/** The longest the children wait for the browser's report of the largest paint. */
export const LARGEST_PAINT_WAIT_MS = 500;

/**
 * Its children from a render after the first paint of where it stands: a screen's title and
 * head show, then its long content is built in a task of its own. For the account form, some
 * forty controls built with the page were one long task before anything of the screen showed
 * (~0.4 s on a phone-speed CPU); now the title paints first and the form follows, below it,
 * moving nothing already shown. Effects run after the browser has painted.
 *
 * It also waits for the browser to report the largest paint since it mounted (the title, on a
 * start there), at most LARGEST_PAINT_WAIT_MS: what the children load (the account form's chunks)
 * then does not travel beside what that paint waits for. The report comes a frame or two after the
 * paint; on a phone on a slow network, files asked for before it shared the connection with the
 * screen's own (Lighthouse mobile counts every request finished before it in the LCP).
 */
export function AfterFirstPaint({ children, load }: { children: ReactNode; load?: () => unknown }) {
  const [painted, setPainted] = useState(false);
  const [mountedAt] = useState(() => performance.now());
  useEffect(() => {
    let live = true;
    void largestPaintSince(mountedAt, LARGEST_PAINT_WAIT_MS).then(() => {
      // Tasks of their own, not the effect's: the form's build is then a long task apart from the title's.
      setTimeout(() => {
        if (!live) return;
        // `load` asks for the children's code a task before they render: asking for a chunk adds a
        // preload link per file it needs (Vite's), a few ms each on a cold cache, and in the render's
        // task those made it a long one on a phone.
        load?.();
        setTimeout(() => live && setPainted(true), 0);
      }, 0);
    });
    return () => {
      live = false;
    };
  }, [mountedAt, load]);
  return painted ? <>{children}</> : null;
}
