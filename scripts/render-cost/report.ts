import { median, spread, type ProfileFigures, type Watched } from './profile';
import type { RunFigures } from './run';
import type { Screen } from './screens';

export type Variant = { name: string; runs: Record<string, RunFigures[]> };

/** The watched functions as the table's columns: Chakra's styled factory, its recipes, Emotion, React. */
const COLUMNS: [string, Watched][] = [
  ['styled props+css()', 'useResolvedProps'],
  ['slot recipes', 'useRecipeResult'],
  ['recipes', 'useRecipe'],
  ['serializeStyles', 'serializeStyles'],
  ['insertStyles', 'insertStyles'],
  ['component render', 'renderWithHooks'],
  ['completeWork', 'completeWork'],
];
const COUNTED = ['Chakra-styled', 'td', 'dt/dd', 'button', 'badge', 'card', 'link'];

function timingRow(name: string, figures: { frameMs: number; profile: ProfileFigures }[]): string {
  const cells = [
    spread(figures.map((run) => run.frameMs)),
    spread(figures.map((run) => run.profile.cpuMs)),
    ...COLUMNS.map(([, fn]) => median(figures.map((run) => run.profile.watched[fn])).toFixed(0)),
  ];
  return `| ${name} | ${cells.join(' | ')} |`;
}

const HEAD = `| variant | to the frame, ms | CPU, ms | ${COLUMNS.map(([label]) => label).join(' | ')} |\n|---|${'---|'.repeat(COLUMNS.length + 2)}`;

/** Markdown: per screen, each variant's medians (spread), then the elements it drew; Manage Users also its 40 more rows. */
export function report(variants: Variant[], screens: Screen[], runs: number, cpu: number): string {
  const lines = [`CPU ${cpu}×, ${runs} run(s) per variant, medians (min-max) of ms; the function columns are total (inclusive) time, medians.`, ''];
  for (const screen of screens) {
    lines.push(`### ${screen.name}`, '', HEAD);
    for (const variant of variants) lines.push(timingRow(variant.name, variant.runs[screen.name]));
    lines.push('', `| variant | ${COUNTED.join(' | ')} |`, `|---|${'---|'.repeat(COUNTED.length)}`);
    for (const variant of variants) {
      const counts = variant.runs[screen.name][0]?.counts ?? {};
      lines.push(`| ${variant.name} | ${COUNTED.map((kind) => counts[kind] ?? 0).join(' | ')} |`);
    }
    if (screen.more) {
      lines.push('', `${screen.name}, 10 → 50 rows per page (40 more rows):`, '', HEAD);
      for (const variant of variants) {
        const more = variant.runs[screen.name].flatMap((run) => (run.more ? [run.more] : []));
        lines.push(timingRow(variant.name, more));
      }
    }
    lines.push('', lookCheck(variants, screen.name));
    lines.push('', 'Most self time:');
    for (const variant of variants) {
      const top = variant.runs[screen.name][0]?.profile.topSelf.slice(0, 8) ?? [];
      lines.push(`- ${variant.name}: ${top.map(([fn, ms]) => `${fn} ${ms.toFixed(0)}`).join(', ')}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** Whether every variant drew the first element of each kind alike (computed styles), and where not. */
function lookCheck(variants: Variant[], screen: string): string {
  const [first, ...others] = variants.map((variant) => variant.runs[screen][0]?.look ?? {});
  if (!first || others.length === 0) return `Looked at: ${Object.keys(first ?? {}).join(', ')}.`;
  const differing = Object.keys(first).filter((selector) => others.some((look) => look[selector] !== first[selector]));
  if (differing.length === 0) return `Same look in every variant (computed styles of ${Object.keys(first).join(', ')}).`;
  return `LOOK DIFFERS: ${differing.map((selector) => `${selector}: ${first[selector]} / ${others.map((look) => look[selector]).join(' / ')}`).join('; ')}`;
}
