import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Runs each suite's longest files first, by the seconds each took in a recent full run
 * (tests/durations.json, `npm run test:durations -- <vitest JSON report>` refreshes it). A fresh
 * clone has no vitest cache, and then vitest starts files in no useful order: the longest journey
 * (four minutes of audits) could start last and run alone while the other worker sat idle. Files
 * not listed (new ones) start first, as vitest itself starts files it has no timing for.
 */
export class LongestFirst extends BaseSequencer {
  private readonly seconds: Record<string, number> = JSON.parse(
    readFileSync(new URL('../durations.json', import.meta.url), 'utf8'),
  ) as Record<string, number>;

  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const ordered = await super.sort(files);
    const root = this.ctx.config.root;
    const weight = (file: TestSpecification) => this.seconds[relative(root, file.moduleId)] ?? Number.POSITIVE_INFINITY;
    const suiteOf = (file: TestSpecification) => `${file.project.config.sequence.groupOrder}\n${file.project.name}`;
    // Suites keep the order vitest gave them (group order, then project); within one, longest first.
    const suites = [...new Set(ordered.map(suiteOf))];
    return suites.flatMap((suite) =>
      ordered.filter((file) => suiteOf(file) === suite).sort((a, b) => weight(b) - weight(a)),
    );
  }
}
