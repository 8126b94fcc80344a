import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { importCycles, importGraph, trackedSources } from './importCycles';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Files written into a fresh directory: name to contents. */
function project(files: Record<string, string>): string[] {
  const directory = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'import-cycles-')));
  directories.push(directory);
  return Object.entries(files).map(([name, text]) => {
    const file = path.join(directory, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    return file;
  });
}
const directories: string[] = [];
afterAll(() => {
  for (const directory of directories) fs.rmSync(directory, { recursive: true, force: true });
});

const names = (cycles: string[][]) => cycles.map((loop) => loop.map((file) => path.basename(file)));

describe('import cycles', () => {
  it('finds none in the workspace', () => {
    const cycles = importCycles(importGraph(trackedSources(repoRoot)));
    const shown = cycles.map((loop) =>
      [...loop, loop[0]].map((file) => path.relative(repoRoot, file as string)).join(' -> '),
    );
    expect(shown).toEqual([]);
  }, 120_000);

  it('names the loop of files that import each other, type-only imports included', () => {
    const files = project({
      'a.ts': "import { b } from './b';\nexport const a = b;\n",
      'b.ts': "import type { C } from './c';\nexport const b: C = 1;\n",
      'c.ts': "export type { A } from './a';\nexport type C = number;\n",
      'd.ts': "import { a } from './a';\nexport const d = a;\n",
    });
    expect(names(importCycles(importGraph(files)))).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });

  it('follows re-exports and lazy imports, and a file importing itself', () => {
    const files = project({
      'index.ts': "export * from './screen';\n",
      'screen.ts': "export const load = () => import('./index');\n",
      'self.ts': "import './self';\n",
    });
    expect(names(importCycles(importGraph(files))).sort()).toEqual([
      ['index.ts', 'screen.ts'],
      ['self.ts'],
    ]);
  });

  it('finds no cycle where imports only point one way', () => {
    const files = project({
      'a.ts': "import { b } from './b';\nimport { c } from './c';\nexport const a = b + c;\n",
      'b.ts': "import { c } from './c';\nexport const b = c;\n",
      'c.ts': 'export const c = 1;\n',
    });
    expect(importCycles(importGraph(files))).toEqual([]);
  });
});
