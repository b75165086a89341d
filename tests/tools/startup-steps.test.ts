import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stepTimes, type CpuProfile } from '../../scripts/startup-steps/profile';

const ORIGIN = 'http://127.0.0.1:4000';
const dist = mkdtempSync(join(tmpdir(), 'steps-test-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

// A built chunk whose line 1 holds, from column 0, the theme module's code and, from column 10,
// Chakra's createSystem (VLQ: column 0 → source 0; column 10 → source 1, name 0).
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'assets/start.js.map'), JSON.stringify({
  version: 3,
  sources: ['../../src/ui/chakra/theme.ts', '../../node_modules/@chakra-ui/react/dist/esm/styled-system/system.js'],
  names: ['createSystem'],
  mappings: 'AAAA,UCAAA',
}));

const frame = (functionName: string, url: string, columnNumber = 0) => ({ functionName, url, lineNumber: 0, columnNumber, scriptId: '1' });
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(root)', ''), children: [2, 5] },
    { id: 2, callFrame: frame('', `${ORIGIN}/assets/start.js`), children: [3] },
    { id: 3, callFrame: frame('a', `${ORIGIN}/assets/start.js`, 10), children: [4] },
    { id: 4, callFrame: frame('exec', '') },
    { id: 5, callFrame: frame('(program)', '') },
  ],
  // Each sample's time is the delta that follows it: 2 ms in createSystem, 3 ms in a built-in it calls, 4 ms native.
  samples: [3, 4, 5, 5],
  timeDeltas: [0, 2000, 3000, 4000, 0],
};

describe("the start-up steps' attribution of a CPU profile", () => {
  const times = stepTimes(profile, dist, ORIGIN);

  it("gives a step every sample with the step's sources on its stack, built-ins included", () => {
    expect(times.steps.get("Chakra's createSystem (the theme)")).toBe(5);
    expect(times.steps.get('session machine')).toBeUndefined();
    expect(times.totalMs).toBe(9);
  });

  it("gives a sample's own time to its package, and a built-in's to its caller's", () => {
    expect(times.packages.get('@chakra-ui/react')).toBe(2);
    expect(times.packages.get('@chakra-ui/react, in built-ins')).toBe(3);
    expect(times.packages.get('(program)')).toBe(4);
  });
});
