import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph, trackedSources } from '../../../../tooling/importCycles';

const sourceRoot = fs.realpathSync(path.join(import.meta.dirname, '../../src'));
const inside = (folder: string) => (file: string) => file.startsWith(`${folder}${path.sep}`);
const isSeed = inside(path.join(sourceRoot, 'seed'));
const relative = (file: string) => path.relative(sourceRoot, file);
const sources = trackedSources(sourceRoot);

describe('the API’s structure', () => {
  it('keeps the seed out of production code: only server.ts loads it, when the demo is asked for', () => {
    const graph = importGraph(sources);
    const importers = [...graph]
      .filter(([file, imports]) => !isSeed(file) && imports.some(isSeed))
      .map(([file]) => relative(file));
    expect(importers).toEqual(['server.ts']);
  });

  it('builds repositories and services in its composition root only', () => {
    const construction = /\bnew [A-Z]\w*(Repository|Service|Access)\(/;
    const builders = sources
      .filter((file) => !isSeed(file) && construction.test(fs.readFileSync(file, 'utf8')))
      .map(relative);
    expect(builders).toEqual([path.join('plugins', 'services.ts')]);
  });
});
