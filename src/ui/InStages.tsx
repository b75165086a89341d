import { Children, useEffect, useState, type ReactNode } from 'react';

/**
 * Its children one after another: the first with the render it is in, each next one in a task of
 * its own once the one before has been painted. A long form's sections then cost a phone a few
 * short tasks instead of one long one (the account form's three sections were one task of some
 * 150 ms here, four times that on a phone). Each stage adds below the last, so nothing already
 * shown moves; put whatever submits in the last stage, so nothing is sent before every field is there.
 */
export function InStages({ children }: { children: ReactNode }) {
  // toArray keys each stage by its place: the stages already shown keep their state as more come.
  const stages = Children.toArray(children);
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown >= stages.length) return;
    // A task of its own, not the effect's: each stage's build is then a task apart from the last.
    const timer = setTimeout(() => setShown((count) => count + 1), 0);
    return () => clearTimeout(timer);
  }, [shown, stages.length]);
  return <>{stages.slice(0, shown)}</>;
}
