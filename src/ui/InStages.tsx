import { Children, createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

/** What a stage's own InStages uses to keep the stages around it waiting until it is complete. */
type StageGate = { hold: () => () => void };
const StagesAround = createContext<StageGate | null>(null);

/**
 * Its children one after another: the first with the render it is in, each next one in a task of
 * its own once the one before has been painted. A long form's sections then cost a phone a few
 * short tasks instead of one long one (the account form's three sections were one task of some
 * 150 ms here, four times that on a phone). Each stage adds below the last, so nothing already
 * shown moves; put whatever submits in the last stage, so nothing is sent before every field is there.
 *
 * A stage may build itself in stages too (a section a row at a time): the next stage around it
 * then waits until it is complete, so it still adds below everything already shown.
 */
export function InStages({ children }: { children: ReactNode }) {
  // toArray keys each stage by its place: the stages already shown keep their state as more come.
  const stages = Children.toArray(children);
  const [shown, setShown] = useState(1);
  const complete = shown >= stages.length;
  const around = useContext(StagesAround);
  // Counted at once, not as state: a timer already set must see a hold taken after it was set.
  const holds = useRef(0);
  const [released, setReleased] = useState(0);

  useEffect(() => (complete || !around ? undefined : around.hold()), [complete, around]);

  useEffect(() => {
    if (complete) return;
    // A task of its own, not the effect's: each stage's build is then a task apart from the last.
    const timer = setTimeout(() => {
      if (holds.current === 0) setShown((count) => count + 1);
    }, 0);
    return () => clearTimeout(timer);
  }, [complete, shown, released]);

  const gate = useMemo<StageGate>(() => ({
    hold: () => {
      holds.current += 1;
      return () => {
        holds.current -= 1;
        if (holds.current === 0) setReleased((count) => count + 1);
      };
    },
  }), []);
  return <StagesAround.Provider value={gate}>{stages.slice(0, shown)}</StagesAround.Provider>;
}
