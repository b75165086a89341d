import { useEffect, useState, type ReactNode } from 'react';

/**
 * Its children from the render after the first paint of where it stands: a screen's title and
 * head show, then its long content is built in a task of its own. For the account form, some
 * forty controls built with the page were one long task before anything of the screen showed
 * (~0.4 s on a phone-speed CPU); now the title paints first and the form follows a frame later,
 * below it, moving nothing already shown. Effects run after the browser has painted.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // A task of its own, not the effect's: the form's build is then a long task apart from the title's.
    const timer = setTimeout(() => setPainted(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return painted ? <>{children}</> : null;
}
