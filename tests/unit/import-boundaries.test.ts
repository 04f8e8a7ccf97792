// The import boundaries of eslint.config.js (decision 036) fire: each snippet is linted
// as if it stood at `filePath`, with the repository's own config, and must be reported
// by the boundary rule (or, for the allowed ones, by nothing).
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths' || m.ruleId === 'import-x/no-cycle')
    .map((m) => `${m.ruleId}: ${m.message}`);
}

describe('import boundaries', () => {
  it("refuses a server feature importing another feature's file, and allows its index.ts", async () => {
    expect(
      await boundaryErrors(
        'src/server/features/flyers/probe.ts',
        "import { visibleTo } from '../properties/visibility';\nexport const probe = visibleTo;\n",
      ),
    ).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*through its index\.ts/)]);
    expect(
      await boundaryErrors(
        'src/server/features/flyers/probe.ts',
        "import { visibleTo } from '../properties';\nexport const probe = visibleTo;\n",
      ),
    ).toEqual([]);
  });

  it("refuses a web feature importing another feature's file, and allows its index.ts", async () => {
    expect(
      await boundaryErrors(
        'src/web/features/flyers/probe.ts',
        "import { citiesQuery } from '#web/features/cities/api/get-cities.ts';\nexport const probe = citiesQuery;\n",
      ),
    ).toEqual([expect.stringMatching(/through its index\.ts/)]);
    expect(
      await boundaryErrors(
        'src/web/features/flyers/probe.ts',
        "import { citiesQuery } from '#web/features/cities/index.ts';\nexport const probe = citiesQuery;\n",
      ),
    ).toEqual([]);
  });

  it('refuses src/shared importing server or web code', async () => {
    const code = "import { isUuid } from '../server/lib/ids';\nimport { cn } from '../web/lib/cn';\nexport const probe = [isUuid, cn];\n";
    expect(await boundaryErrors('src/shared/probe.ts', code)).toEqual([
      expect.stringMatching(/src\/shared must stay independent/),
      expect.stringMatching(/src\/shared must stay independent/),
    ]);
  });

  it('refuses the web app importing server code, and the server importing web code', async () => {
    expect(
      await boundaryErrors('src/web/lib/probe.ts', "import { isUuid } from '../../server/lib/ids';\nexport const probe = isUuid;\n"),
    ).toEqual([expect.stringMatching(/must not import server code/)]);
    expect(
      await boundaryErrors('src/server/lib/probe.ts', "import { cn } from '../../web/lib/cn';\nexport const probe = cn;\n"),
    ).toEqual([expect.stringMatching(/must not import web code/)]);
  });

  it('refuses server lib/ importing a feature, even through its index.ts', async () => {
    expect(
      await boundaryErrors('src/server/lib/probe.ts', "import { visibleTo } from '../features/properties';\nexport const probe = visibleTo;\n"),
    ).toEqual([expect.stringMatching(/depend on none/)]);
  });

  it('refuses web lib/ and components/ importing a feature, even through its index.ts', async () => {
    const code = "import { citiesQuery } from '#web/features/cities/index.ts';\nexport const probe = citiesQuery;\n";
    expect(await boundaryErrors('src/web/lib/probe.ts', code)).toEqual([expect.stringMatching(/depend on none/)]);
    expect(await boundaryErrors('src/web/components/probe.ts', code)).toEqual([expect.stringMatching(/depend on none/)]);
  });

  it('refuses an import cycle', async () => {
    // lib/ids.ts imports lib/http-errors.ts; http-errors importing ids closes the loop.
    expect(
      await boundaryErrors(
        'src/server/lib/http-errors.ts',
        "import { isUuid } from './ids';\nexport const probe = isUuid;\nexport const notFound = (message: string) => new Error(message);\n",
      ),
    ).toEqual([expect.stringMatching(/^import-x\/no-cycle: Dependency cycle/)]);
  });
});
