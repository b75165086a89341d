import { availableParallelism } from 'node:os';
import { postgresFiles } from './tests/support/postgres-files';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { LongestFirst } from './tests/support/longest-first';

// Four suites, one runner: `vitest run --project unit|tools|api|e2e`, or all of them with `vitest run`.
// CI asks for a JSON report beside the usual output, to print its `N passed, M failed` line.
const jsonOutput = process.env.VITEST_JSON_OUTPUT;

// Every test starts from the real globals, env and functions: a spy, a stubbed `fetch` or env
// value left by one test must not make the next one pass (or fail) by accident. Projects do not
// inherit the root `test` options, so each one spreads these in.
const isolation = { restoreMocks: true, unstubGlobals: true, unstubEnvs: true } as const;

// The suites without a browser run first, a file per core (vitest's default keeps a core for
// itself: one file at a time on two cores, though a file's work is mostly one thread, the embedded
// database's included, so a core sat idle); the journeys then run alone, one Chromium at a time, so
// a journey's timing never competes with another suite's work.
const withoutBrowser = { sequence: { groupOrder: 0 }, maxWorkers: Math.max(2, availableParallelism()) } as const;

/*
 * The unit tests, in jsdom. A worker's files share its modules (React, Chakra and the screens are
 * imported once: 6.3 -> 2 min for this suite here); each file still has its own window and storage,
 * and unit-setup.ts gives each test what a fresh module would (the DOM, storage, the token, the
 * width, TanStack Query's managers on this window). The files about module-level wiring to the
 * window itself (reachability's 'online' listener, the service worker's registration, the pending
 * revocations' timers) get fresh modules each, as do the offline notice's own tests: drawn alone
 * after another file's screens, taking it away has failed there (jsdom's NotFoundError).
 */
const OWN_MODULES = [
  'tests/unit/reachability.test.tsx',
  'tests/unit/http.test.ts',
  'tests/unit/pending-revocations.test.tsx',
  'tests/unit/sw-register.test.ts',
  'tests/unit/offline-session.test.tsx',
  'tests/unit/shell-errors.test.tsx',
];

function unitProject(name: string, files: { include: string[]; exclude?: string[]; isolate: boolean }) {
  return {
    plugins: [react()],
    test: {
      ...isolation,
      ...withoutBrowser,
      name,
      include: files.include,
      exclude: files.exclude,
      isolate: files.isolate,
      environment: 'jsdom' as const,
      setupFiles: ['tests/support/unit-setup.ts'],
      // A file's first test imports the lazy screens it walks to; with the other suites' workers
      // beside it on two cores that alone can pass vitest's 5 s default. The limit catches a
      // test that hangs, not one that is slow.
      testTimeout: 20_000,
    },
  };
}

/**
 * The API suite, on one database: `kind` goes to tests/support/api-db.ts as API_DB_KIND. A worker
 * runs its files in one process: a new process per file started the server's modules, the
 * embedded database's WASM and the JIT afresh each time (6.3 -> 3.9 min for this suite here). Each
 * file still builds its own app, database and clock (useApiApp) and none mocks a module; what
 * files share is the server's process-wide state, as one server's requests do (the hash slots,
 * the statement names).
 */
function apiProject(name: string, include: string[], kind: 'pglite' | 'postgres') {
  return {
    test: {
      ...isolation,
      ...withoutBrowser,
      name,
      include,
      isolate: false,
      env: { API_DB_KIND: kind },
      globalSetup: ['tests/support/pglite-template.ts'],
      environment: 'node' as const,
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
}

export default defineConfig({
  test: {
    reporters: jsonOutput ? ['default', 'json'] : ['default'],
    outputFile: jsonOutput ? { json: jsonOutput } : undefined,
    sequence: { sequencer: LongestFirst },
    projects: [
      unitProject('unit', { include: ['tests/unit/**/*.test.{ts,tsx}'], exclude: OWN_MODULES, isolate: false }),
      unitProject('unit-fresh', { include: OWN_MODULES, isolate: true }),
      {
        test: {
          ...isolation,
          ...withoutBrowser,
          // Checks of the project's own tooling (the lint rules that hold the layers).
          name: 'tools',
          include: ['tests/tools/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      apiProject('api', ['tests/api/**/*.test.ts'], 'pglite'),
      // Only with a PostgreSQL server to run on (CI starts one and sets TEST_DATABASE_URL).
      ...(process.env.TEST_DATABASE_URL?.trim() ? [apiProject('api-postgres', postgresFiles('tests/api'), 'postgres')] : []),
      {
        test: {
          ...isolation,
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/pglite-template.ts'],
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // After the other suites, two files at a time: a journey's Chromium and server each
          // wait on the other for much of it, so one file alone leaves much of two cores idle.
          sequence: { groupOrder: 1 },
          maxWorkers: 2,
          // A poll that waits for a page (its data, a redirect) gets the time a person would give
          // it with another journey beside it; vitest's default second is a unit test's.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
