import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layers of DESIGN.md are enforced by `npm run lint` (eslint/layers.js): a wrong-way import,
 * a sideways import between features and an import cycle each fail it (`npm test` lints main itself first).
 */
const root = new URL('../..', import.meta.url).pathname;
const eslint = new ESLint({ cwd: root });

async function layerErrors(file: string, extraLine: string): Promise<string[]> {
  const path = join(root, file);
  const text = `${extraLine}\n${readFileSync(path, 'utf8')}`;
  const [result] = await eslint.lintText(text, { filePath: path });
  return result.messages.filter((message) => message.ruleId?.startsWith('layers/')).map((message) => message.message);
}

describe('layer rules', () => {
  it('refuses an import that goes down-up, and the cycle it closes', async () => {
    expect(await layerErrors('src/api/http.ts', "import '../session/api-bridge';")).toEqual([
      '\'api\' may not import from \'session\' (DESIGN.md "Layers, and which way imports go").',
      'This import closes a cycle: api/http.ts -> session/api-bridge.ts -> api/http.ts.',
    ]);
  });

  it('refuses a feature importing another feature or the app', async () => {
    const errors = await layerErrors('src/features/profile/validation.ts', "import '../account/validation';\nimport '../../app/routes';");
    expect(errors).toContain("Feature 'profile' may not import from feature 'account': share it through a lower layer.");
    expect(errors).toContain('\'feature\' may not import from \'app\' (DESIGN.md "Layers, and which way imports go").');
  });

  it('keeps the server to the contract and the route paths', async () => {
    expect(await layerErrors('server/app.ts', "import '../src/session/token-store';")).toEqual([
      '\'server\' may not import from \'session\' (DESIGN.md "Layers, and which way imports go").',
    ]);
    expect(await layerErrors('server/app.ts', "import '../src/routing/paths';")).toEqual([]);
  });

  it('keeps the platform layer a leaf that the portal uses and the server and the contract do not', async () => {
    expect(await layerErrors('src/platform/yield-to-page.ts', "import '../api/contract';")).toEqual([
      '\'platform\' may not import from \'contract\' (DESIGN.md "Layers, and which way imports go").',
    ]);
    expect(await layerErrors('src/ui/DataTable.tsx', "import '../platform/yield-to-page';")).toEqual([]);
    expect(await layerErrors('src/session/token-store.ts', "import '../platform/yield-to-page';")).toEqual([]);
    expect(await layerErrors('src/api/contract/mask-in-slices.ts', "import '../../platform/yield-to-page';")).toEqual([
      '\'contract\' may not import from \'platform\' (DESIGN.md "Layers, and which way imports go").',
    ]);
    expect(await layerErrors('server/app.ts', "import '../src/platform/yield-to-page';")).toEqual([
      '\'server\' may not import from \'platform\' (DESIGN.md "Layers, and which way imports go").',
    ]);
  });
});
