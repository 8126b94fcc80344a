import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The packages under packages/ are published to npm. What a consumer's package manager sees must
 * hold: semver ranges (an exact pin in a library forces duplicate installs on every app), React as
 * a ^19 peer, a licence and a README in each tarball, every `exports` entry backed by a source and
 * a build entry, and the entry points kept narrow.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const packagesDir = path.join(repoRoot, 'packages');

interface Manifest {
  name: string;
  license?: string;
  private?: boolean;
  exports: Record<string, string | Record<string, string>>;
  files?: string[];
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

const packages = fs
  .readdirSync(packagesDir)
  .filter((name) => fs.existsSync(path.join(packagesDir, name, 'package.json')))
  .map((folder) => ({
    folder,
    manifest: JSON.parse(
      fs.readFileSync(path.join(packagesDir, folder, 'package.json'), 'utf8'),
    ) as Manifest,
  }));

/** A range a consumer's package manager can satisfy with a version it already has. */
const isRange = (spec: string) => spec === 'workspace:^' || /^\^\d/.test(spec);

describe('publishable packages', () => {
  it('finds the packages', () => {
    expect(packages.map((entry) => entry.folder)).toEqual(
      expect.arrayContaining(['analysis', 'cli', 'domain', 'formats', 'forms', 'signals', 'ui']),
    );
  });

  it.each(packages)(
    '$folder declares ranges, ^19 React peers, a licence and a README',
    ({ folder, manifest }) => {
      expect(manifest.private).toBeUndefined();
      expect(manifest.license).toBe('Apache-2.0');
      for (const file of ['LICENSE', 'README.md']) {
        expect(fs.existsSync(path.join(packagesDir, folder, file)), `${folder}/${file}`).toBe(true);
      }
      const pinned = Object.entries(manifest.dependencies ?? {}).filter(
        ([, spec]) => !isRange(spec),
      );
      expect(pinned).toEqual([]);
      for (const peer of ['react', 'react-dom']) {
        if (manifest.peerDependencies?.[peer]) expect(manifest.peerDependencies[peer]).toBe('^19');
      }
    },
  );

  it.each(packages)(
    '$folder backs every export with a source file and a build entry',
    ({ folder, manifest }) => {
      const tsup = fs.readFileSync(path.join(packagesDir, folder, 'tsup.config.ts'), 'utf8');
      for (const [subpath, target] of Object.entries(manifest.exports)) {
        if (typeof target === 'string') continue; // a stylesheet: built from the sources' CSS
        const source = target['@telemed/source'];
        expect(source, `${folder} ${subpath}`).toBeDefined();
        expect(fs.existsSync(path.join(packagesDir, folder, source as string)), source).toBe(true);
        const entryName = path.basename(target.import as string, '.js');
        const sourcePath = (source as string).replace(/^\.\//, '');
        expect(tsup.includes(`'${sourcePath}'`), `${folder} builds ${sourcePath}`).toBe(true);
        expect(subpath === '.' ? 'index' : subpath.slice(2), `${folder} ${subpath}`).toBe(
          entryName,
        );
        // Declarations are tsc -b's, one per source file under types/ (rootDir: src).
        expect(target.types, `${folder} ${subpath} types`).toBe(
          `./types/${sourcePath.replace(/^src\//, '').replace(/\.tsx?$/, '.d.ts')}`,
        );
        expect(manifest.files, `${folder} packs its declarations`).toContain('types');
      }
    },
  );

  it('keeps the synthetic generators out of the detectors entry of @telemed/analysis', () => {
    const index = fs.readFileSync(path.join(packagesDir, 'analysis/src/index.ts'), 'utf8');
    expect(index).not.toMatch(/\.\/synthetic\//);
  });

  it('makes socket.io-client an optional peer of @telemed/domain, loaded only on connect', () => {
    const domain = packages.find((entry) => entry.folder === 'domain')?.manifest;
    expect(domain?.dependencies?.['socket.io-client']).toBeUndefined();
    expect(domain?.peerDependenciesMeta?.['socket.io-client']?.optional).toBe(true);
  });
});
