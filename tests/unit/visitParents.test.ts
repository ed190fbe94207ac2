// unit: full run: it parses every page of the current docs into trees and walks them with the package it replaces (scripts/unit.mjs; test:quick leaves it out).
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import type {Node, Parent} from 'unist';
import {toHast} from 'mdast-util-to-hast';
import * as fast from 'unist-util-visit-parents';
import * as original from 'unist-util-visit-parents-original';
import {parseMdx} from '../../src/plugins/markdownTwins/mdxToMarkdown';

/**
 * packages/unist-util-visit-parents is installed in the place of unist-util-visit-parents (the
 * overrides of package.json): every remark and rehype plugin walks the pages through it. It must
 * make the same calls as the package, with the same arguments, and react to what the visitors
 * return (and do to the tree) in the same way. Each case runs visitors with the package and with
 * the replacement on the same trees (each on its own copy when the visitors edit it), and
 * compares what the two logged, call by call.
 */

const repo = path.resolve(__dirname, '../..');
type Visitor = (node: IdNode, parents: Parent[], index?: number) => unknown;
/** The walk's call shapes, without the package's inferred node types (these trees mix mdast and hast). */
type Walk = (tree: IdNode, ...rest: (original.Test | Visitor | {enter?: Visitor; exit: Visitor} | boolean)[]) => void;
const walks = {original: original.visitParents as unknown as Walk, fast: fast.visitParents as unknown as Walk};
type IdNode = Node & {_id?: number | string; children?: IdNode[]};

/**
 * Every MDX and Markdown page of the current docs, parsed as the MDX loader parses it (the older
 * versions are mostly the same pages), and some as HTML (hast) too.
 */
function siteTrees(): IdNode[] {
  const trees: IdNode[] = [];
  const docs = path.join(repo, 'docs');
  for (const file of fs.readdirSync(docs, {recursive: true, encoding: 'utf8'})) {
    if (!/\.mdx?$/.test(file) || path.basename(file).startsWith('_')) continue;
    const filePath = path.join(docs, file);
    const tree = parseMdx(fs.readFileSync(filePath, 'utf8'), filePath, ['note', 'tip', 'info', 'warning', 'danger']);
    trees.push(tree as IdNode);
    // HTML trees (elements, properties) for a third of the pages: they walk alike.
    if (trees.length % 3 === 1) trees.push(toHast(tree as never, {allowDangerousHtml: true}) as IdNode);
  }
  let id = 0;
  const number = (node: IdNode) => {
    node._id = id++;
    node.children?.forEach(number);
  };
  trees.forEach(number);
  return trees;
}

const TREES = siteTrees();

/** What a visitor saw: the phase, the node, its index and its ancestors (at the call, and once the walk is over). */
type Call = {phase: string; node: IdNode; index: number | undefined; parents: Parent[]; ancestorsThen: unknown[]};
const idOf = (node: IdNode | undefined) => (node && typeof node === 'object' ? (node._id ?? `new:${node.type}`) : node);

/**
 * Runs `scenario` with `walk` on `tree` (on a copy of it when the scenario edits the tree) and
 * returns what it logged, made comparable: one line per call with the node's id, the index, the
 * ancestors' ids at the time of the call and at the end (a visitor may keep the ancestors array);
 * then the error thrown, if any, and the tree after an editing walk.
 */
function run(walk: Walk, tree: IdNode, scenario: Scenario, edits: boolean): string[] {
  const walked = edits ? structuredClone(tree) : tree;
  const calls: Call[] = [];
  let error = '';
  try {
    scenario(walk, walked, (call) => {
      calls.push({...call, ancestorsThen: call.parents.map(idOf)});
    });
  } catch (thrown) {
    error = (thrown as Error).message;
  }
  const lines = calls.map(
    ({phase, node, index, parents, ancestorsThen}) =>
      `${phase} ${idOf(node)} ${index} ${ancestorsThen.join(',')} ${parents.map(idOf).join(',')}`,
  );
  return [...lines, `error: ${error}`, edits ? JSON.stringify(walked) : ''];
}

type Scenario = (walk: Walk, tree: IdNode, log: (call: Omit<Call, 'ancestorsThen'>) => void) => void;

/** Runs `scenario` with both walks on every tree; returns how many calls the visitors got. */
function same(name: string, scenario: Scenario, {edits = false} = {}) {
  let calls = 0;
  for (const tree of TREES) {
    const expected = run(walks.original, tree, scenario, edits);
    const actual = run(walks.fast, tree, scenario, edits);
    if (actual.join('\n') !== expected.join('\n'))
      assert.deepEqual(actual, expected, `${name}: tree ${String(tree._id)}`);
    calls += expected.length - 2;
  }
  return calls;
}

describe('visitParents (packages/unist-util-visit-parents) against unist-util-visit-parents 6', () => {
  it('parses the site into trees to walk', () => {
    assert.ok(TREES.length > 90, `${TREES.length} trees`);
  });

  it('visits every node in the same order, forward and in reverse, with the same ancestors and indexes', () => {
    const calls = same('all nodes', (walk, tree, log) => {
      walk(tree, (node: IdNode, parents: Parent[]) => log({phase: 'enter', node, index: parents.length, parents}));
      walk(tree, (node: IdNode, parents: Parent[]) => log({phase: 'reverse', node, index: undefined, parents}), true);
    });
    assert.ok(calls > 100_000, `${calls} calls`);
  });

  it('calls the visitor for the nodes each kind of test selects, with their index', () => {
    const tests: original.Test[] = [
      'link',
      ['heading', 'paragraph', 'element'],
      {type: 'heading', depth: 2},
      (node, index, parent) => node.type === 'text' && index === 0 && parent?.type === 'paragraph',
    ];
    for (const test of tests) {
      same(`test ${String(test)}`, (walk, tree, log) => {
        walk(tree, test, (node: IdNode, parents: Parent[]) => log({phase: 'enter', node, index: undefined, parents}));
        walk(
          tree,
          test,
          (node: IdNode, parents: Parent[]) => log({phase: 'reverse', node, index: undefined, parents}),
          true,
        );
      });
    }
  });

  it('calls enter and exit visitors around the children, and exit visitors alone', () => {
    same('enter and exit', (walk, tree, log) => {
      walk(tree, 'list', {
        enter: (node: IdNode, parents: Parent[]) => log({phase: 'enter', node, index: undefined, parents}),
        exit: (node: IdNode, parents: Parent[]) => log({phase: 'exit', node, index: undefined, parents}),
      });
      walk(tree, {
        exit: (node: IdNode, parents: Parent[]) => log({phase: 'exit only', node, index: undefined, parents}),
      });
    });
  });

  it('skips, stops and jumps as the visitors say, from enter and from exit', () => {
    const {CONTINUE, EXIT, SKIP} = original;
    assert.deepEqual([fast.CONTINUE, fast.EXIT, fast.SKIP], [CONTINUE, EXIT, SKIP]);
    same('actions', (walk, tree, log) => {
      let count = 0;
      walk(tree, (node: IdNode, parents: Parent[]) => {
        log({phase: 'skip headings', node, index: undefined, parents});
        return node.type === 'heading' || node.type === 'element' ? SKIP : CONTINUE;
      });
      walk(tree, (node: IdNode, parents: Parent[]) => {
        log({phase: 'stop at 40', node, index: undefined, parents});
        return ++count === 40 ? EXIT : undefined;
      });
      walk(
        tree,
        (node: IdNode) => node.type === 'listItem' || node.type === 'tableRow' || node.type === 'text',
        (node: IdNode, parents: Parent[]) => {
          log({phase: 'every other', node, index: undefined, parents});
          const index = parents.at(-1)?.children.indexOf(node as never) ?? 0;
          return [CONTINUE, index + 2];
        },
      );
      count = 0;
      walk(tree, {
        enter: (node: IdNode, parents: Parent[]) => {
          log({phase: 'enter', node, index: undefined, parents});
          return node.type === 'code' ? [SKIP] : undefined;
        },
        exit: (node: IdNode, parents: Parent[]) => {
          log({phase: 'exit', node, index: undefined, parents});
          if (++count === 60) return EXIT;
          const index = parents.at(-1)?.children.indexOf(node as never);
          return node.type === 'paragraph' && index !== undefined ? index + 2 : CONTINUE;
        },
      });
      walk(
        tree,
        'text',
        (node: IdNode, parents: Parent[]) => {
          log({phase: 'reverse stop', node, index: undefined, parents});
          return (node as {value?: string}).value?.includes('the') ? EXIT : CONTINUE;
        },
        true,
      );
    });
  });

  it('follows the tree as visitors edit it: removed, inserted and replaced children', () => {
    same(
      'edits',
      (walk, tree, log) => {
        walk(tree, (node: IdNode, parents: Parent[], index?: number) => {
          log({phase: 'edit', node, index, parents});
          const parent = parents.at(-1);
          if (!parent || index === undefined) return undefined;
          if (node.type === 'text' && parent.type === 'emphasis') {
            parent.children.splice(index, 1);
            return index;
          }
          if (node.type === 'inlineCode') {
            parent.children.splice(index + 1, 0, {type: 'text', value: 'inserted'} as never);
            return index + 2;
          }
          if (node.type === 'blockquote') {
            (node as Parent).children = [{type: 'paragraph', children: [{type: 'text', value: 'new'}]} as never];
          }
          // A parent given a new array of children while its first child is visited.
          if (node.type === 'text' && parent.type === 'strong' && index === 0) {
            parent.children = [...parent.children, {type: 'text', value: 'appended'} as never];
          }
          return undefined;
        });
        walk(
          tree,
          'paragraph',
          (node: IdNode, parents: Parent[], index?: number) => {
            log({phase: 'remove in reverse', node, index, parents});
            if (index !== undefined && index % 3 === 0) parents.at(-1)?.children.splice(index, 1);
          },
          true,
        );
      },
      {edits: true},
    );
  });

  it('fails as the package does on a missing tree, bad visitors and SKIP from exit', () => {
    const node: IdNode = {type: 'root', children: [{type: 'text'}]};
    const cases: ((walk: Walk) => void)[] = [
      (walk) => walk(undefined as never, () => {}),
      (walk) => walk(node, 'text' as never),
      (walk) => walk(node, 'text', {enter: 'no' as never, exit: () => {}}),
      (walk) => walk(node, 'text', {enter: () => {}} as never),
      (walk) => walk(node, {exit: () => original.SKIP as never}),
    ];
    const messageOf = (walk: Walk, failing: (walk: Walk) => void) => {
      try {
        failing(walk);
      } catch (error) {
        return (error as Error).message;
      }
      return 'no error';
    };
    for (const failing of cases) {
      const expected = messageOf(walks.original, failing);
      assert.notEqual(expected, 'no error');
      assert.equal(messageOf(walks.fast, failing), expected);
    }
  });

  it('is the unist-util-visit-parents that every installed package gets', () => {
    const ours = fs.realpathSync(path.join(repo, 'packages/unist-util-visit-parents/index.js'));
    const dependents = fs
      .readdirSync(path.join(repo, 'node_modules'), {recursive: true, encoding: 'utf8'})
      .filter((file) => file.endsWith('package.json') && !file.includes('unist-util-visit-parents'))
      .filter((file) => {
        try {
          const manifest = JSON.parse(fs.readFileSync(path.join(repo, 'node_modules', file), 'utf8'));
          return Boolean(manifest.dependencies?.['unist-util-visit-parents']);
        } catch {
          return false;
        }
      });
    assert.ok(dependents.length >= 3, dependents.join(', '));
    for (const file of dependents) {
      const resolved = createRequire(path.join(repo, 'node_modules', file)).resolve('unist-util-visit-parents');
      assert.equal(fs.realpathSync(resolved), ours, `${file} gets ${resolved}`);
    }
  });
});
