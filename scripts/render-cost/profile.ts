/**
 * What a CDP CPU profile (Profiler.stop's `profile`) of a screen's render says: the CPU time
 * spent, and the time inside the functions that make up Chakra's and Emotion's per-element work.
 * The build measured is unminified (main.ts), so the profile keeps the libraries' own names.
 */
export type CpuProfileNode = { id: number; parent?: number; children?: number[]; callFrame: { functionName: string; url: string } };
export type CpuProfile = { nodes: CpuProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

/**
 * The functions whose total time (their own and their callees', each sample counted once) is
 * reported: Chakra's styled factory (`useResolvedProps` splits the props and runs `css()` on
 * them), its recipes (`useRecipe`, `useSlotRecipe`'s `useRecipeResult`), Emotion's serialisation
 * and insertion, and React's rendering of a component and its commit.
 */
export const WATCHED = [
  'useResolvedProps', 'useRecipeResult', 'useRecipe', 'serializeStyles', 'insertStyles', 'mergeProps',
  'renderWithHooks', 'completeWork', 'commitRoot',
] as const;
export type Watched = (typeof WATCHED)[number];

export type ProfileFigures = {
  /** Sampled time that was not idle, in ms: scripts, garbage collection, and the browser's own work. */
  cpuMs: number;
  /** Per watched function, its total time in ms. */
  watched: Record<Watched, number>;
  /** The functions with the most self time, ms. */
  topSelf: [string, number][];
};

const IDLE = new Set(['(idle)']);

export function analyse(profile: CpuProfile, top = 12): ProfileFigures {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const watched = new Set<string>(WATCHED);
  let cpu = 0;
  profile.samples.forEach((id, index) => {
    // A sample's time is the gap to the next one (V8's timeDeltas are the gaps before each).
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const node = byId.get(id);
    if (!node || IDLE.has(node.callFrame.functionName)) return;
    cpu += ms;
    const name = node.callFrame.functionName || '(anonymous)';
    self.set(name, (self.get(name) ?? 0) + ms);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
      const fn = byId.get(at)?.callFrame.functionName ?? '';
      if (watched.has(fn) && !seen.has(fn)) {
        seen.add(fn);
        total.set(fn, (total.get(fn) ?? 0) + ms);
      }
    }
  });
  const topSelf = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
  return {
    cpuMs: cpu,
    watched: Object.fromEntries(WATCHED.map((fn) => [fn, total.get(fn) ?? 0])) as Record<Watched, number>,
    topSelf,
  };
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** "123 (110-140)": the median and the spread of a figure's runs. */
export const spread = (values: readonly number[]): string =>
  `${median(values).toFixed(0)} (${Math.min(...values).toFixed(0)}-${Math.max(...values).toFixed(0)})`;
