import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Source files whose imports are followed: what git tracks (or would) under the root with these endings. */
const SOURCE_PATTERNS = ['*.ts', '*.tsx', '*.mts', '*.cts', '*.js', '*.mjs', '*.jsx'];

/**
 * Resolution as the workspace compiles: bundler resolution with the `@telemed/source` condition,
 * so `@telemed/domain` leads to packages/domain/src/index.ts as in tests and development.
 */
const RESOLUTION: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  customConditions: ['@telemed/source'],
  allowImportingTsExtensions: true,
  allowJs: true,
  resolveJsonModule: true,
  jsx: ts.JsxEmit.ReactJSX,
};

/** Every file a module names: static imports and re-exports (type-only ones too), and `import('…')`. */
function importedSpecifiers(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

/**
 * The import graph of `files` (absolute paths): each file with the files among them it imports.
 * Imports that leave the set (npm packages, generated files) are not followed.
 */
export function importGraph(files: readonly string[]): Map<string, string[]> {
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const imported = new Set<string>();
    for (const specifier of importedSpecifiers(file, fs.readFileSync(file, 'utf8'))) {
      const resolved = ts.resolveModuleName(specifier, file, RESOLUTION, ts.sys).resolvedModule;
      if (!resolved) continue;
      const target = fs.realpathSync(resolved.resolvedFileName);
      if (known.has(target)) imported.add(target);
    }
    graph.set(file, [...imported]);
  }
  return graph;
}

/**
 * The groups of files that import each other, directly or through others (the strongly
 * connected components of the graph with more than one file, or one importing itself), each as
 * one loop through it: `[a, b, c]` means a imports b, b imports c, c imports a.
 */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  // Tarjan's algorithm, with an explicit stack: the workspace's chains of imports are deep.
  const order = new Map<string, number>();
  const lowest = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  for (const start of graph.keys()) {
    if (order.has(start)) continue;
    const work: { file: string; next: number }[] = [{ file: start, next: 0 }];
    while (work.length > 0) {
      const frame = work[work.length - 1] as { file: string; next: number };
      const { file } = frame;
      if (frame.next === 0 && !order.has(file)) {
        order.set(file, order.size);
        lowest.set(file, order.get(file) as number);
        stack.push(file);
        onStack.add(file);
      }
      const imports = graph.get(file) ?? [];
      if (frame.next < imports.length) {
        const target = imports[frame.next++] as string;
        if (!order.has(target)) work.push({ file: target, next: 0 });
        else if (onStack.has(target))
          lowest.set(file, Math.min(lowest.get(file) as number, order.get(target) as number));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent)
        lowest.set(
          parent.file,
          Math.min(lowest.get(parent.file) as number, lowest.get(file) as number),
        );
      if (lowest.get(file) !== order.get(file)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1 || imports.includes(file)) components.push(component);
    }
  }
  return components.map((component) => loopThrough(graph, new Set(component)));
}

/** One loop through a strongly connected component: a breadth-first path back to its first file. */
function loopThrough(graph: ReadonlyMap<string, readonly string[]>, members: Set<string>) {
  const first = [...members].sort()[0] as string;
  const cameFrom = new Map<string, string>();
  const queue = [first];
  for (let index = 0; index < queue.length; index += 1) {
    const file = queue[index] as string;
    for (const target of graph.get(file) ?? []) {
      if (!members.has(target)) continue;
      if (target === first) {
        const loop = [file];
        while (loop[0] !== first) loop.unshift(cameFrom.get(loop[0] as string) as string);
        return loop;
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, file);
        queue.push(target);
      }
    }
  }
  return [first];
}

/** The source files under `root` that git tracks or would (not ignored), as absolute paths. */
export function trackedSources(root: string): string[] {
  const directory = fs.realpathSync(root);
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...SOURCE_PATTERNS],
    {
      cwd: directory,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return listed
    .split('\n')
    .filter((file) => file !== '')
    .map((file) => path.join(directory, file))
    .filter((file) => fs.existsSync(file));
}
