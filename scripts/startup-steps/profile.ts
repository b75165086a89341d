import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { packageOf, STEPS } from './steps';

/** The parts of a DevTools CPU profile (Profiler.stop) that are read here. */
export type CpuProfile = {
  nodes: { id: number; children?: number[]; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
};

export type StepTimes = { steps: Map<string, number>; packages: Map<string, number>; functions: Map<string, number>; totalMs: number };

type Frame = { source: string | null; name: string };

/** Maps built code back to its sources through the build's own source maps, one map per script. */
function sourceMapper(distDir: string, origin: string) {
  const maps = new Map<string, TraceMap | null>();
  const mapFor = (url: string): TraceMap | null => {
    if (!maps.has(url)) {
      let map: TraceMap | null = null;
      try {
        map = new TraceMap(readFileSync(join(distDir, `${new URL(url).pathname}.map`), 'utf8'));
      } catch {
        map = null;
      }
      maps.set(url, map);
    }
    return maps.get(url) ?? null;
  };
  return (frame: CpuProfile['nodes'][number]['callFrame']): Frame => {
    if (!frame.url.startsWith(origin)) return { source: null, name: frame.functionName };
    const map = mapFor(frame.url);
    if (!map) return { source: frame.url, name: frame.functionName };
    const position = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
    return { source: position.source, name: position.name ?? frame.functionName };
  };
}

/** Each sample's time, given to every step on its stack (inclusive) and to the package of its own frame (self). */
export function stepTimes(profile: CpuProfile, distDir: string, origin: string): StepTimes {
  const map = sourceMapper(distDir, origin);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  // DevTools' profile names each node's children; the walk up a sample's stack needs the parents.
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const frames = new Map<number, Frame>();
  const frameOf = (id: number) => {
    let frame = frames.get(id);
    if (!frame) {
      frame = map(byId.get(id)!.callFrame);
      frames.set(id, frame);
    }
    return frame;
  };
  // A built-in (JSON.parse, a RegExp, a DOM call) has no script of its own: its time is its caller's.
  const callerOf = (id: number): Frame | null => {
    for (let node = byId.get(parents.get(id) ?? -1); node; node = byId.get(parents.get(node.id) ?? -1)) {
      const frame = frameOf(node.id);
      if (frame.source !== null) return frame;
    }
    return null;
  };
  const steps = new Map<string, number>();
  const packages = new Map<string, number>();
  const functions = new Map<string, number>();
  let totalMs = 0;
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    totalMs += ms;
    const own = frameOf(id);
    const builtIn = own.source === null && !own.name.startsWith('(');
    const caller = builtIn ? callerOf(id) : null;
    const pkg = builtIn ? `${caller ? packageOf(caller.source, caller.name) : 'no script'}, in built-ins` : packageOf(own.source, own.name);
    packages.set(pkg, (packages.get(pkg) ?? 0) + ms);
    const where = (frame: Frame) => `${frame.name || '(anonymous)'} ${frame.source?.replace(/^.*node_modules\//, '') ?? ''}`;
    const fn = caller ? `${own.name || 'built-in'} ← ${where(caller)}` : where(own);
    functions.set(fn, (functions.get(fn) ?? 0) + ms);
    const seen = new Set<string>();
    for (let node = byId.get(id); node; node = byId.get(parents.get(node.id) ?? -1)) {
      const frame = frameOf(node.id);
      for (const step of STEPS) {
        if (seen.has(step.name)) continue;
        const bySource = frame.source !== null && step.sources.some((pattern) => pattern.test(frame.source!));
        const byName = step.functions?.some((pattern) => pattern.test(frame.name)) ?? false;
        if (bySource || byName) seen.add(step.name);
      }
    }
    for (const name of seen) steps.set(name, (steps.get(name) ?? 0) + ms);
  });
  return { steps, packages, functions, totalMs };
}
