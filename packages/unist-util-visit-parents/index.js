// unist-util-visit-parents 6 (`visitParents`, `CONTINUE`, `EXIT`, `SKIP`), written for this site
// and installed in the package's place: package.json's `overrides` point every dependency on
// unist-util-visit-parents here (unist-util-visit, Docusaurus's and MDX's remark and rehype
// plugins, rehype-katex, the site's own plugins).
//
// Every remark and rehype plugin of the MDX loader walks each page's syntax tree through that
// package, about twenty walks a page, and it was the largest single item on the bundling
// process's main thread: 3.6 s of about 15 s (29 November, a cold browser bundle, `--cpu-prof`).
// For every node it visits, the package makes a closure and gives it a display name (the node's
// type, coloured for a terminal) with `Object.defineProperty`, so that a stack trace through a
// walk names the nodes it passed. This is the same walk without that: the same order, the same
// arguments to the visitors (the ancestors array is a new array for each parent, as there, since
// a visitor may keep it), the same handling of what a visitor returns (an action, an index to go
// on from, or both), the same re-reading of a parent's children after each child (a visitor may
// insert or remove siblings), and the same errors. On the docs' syntax trees it takes a fifth of
// the time. tests/unit/visitParents.test.ts compares it with the package (installed beside it as
// unist-util-visit-parents-original), call by call, on every page of the docs and on visitors that
// skip, stop, jump and edit the tree. When a dependency needs a new major version of the package,
// remove the override, or bring this file up to it.
import {convert} from 'unist-util-is';

export const CONTINUE = true;
export const EXIT = false;
export const SKIP = 'skip';

const NOTHING = [];

/** A visitor's return value as an action and an optional index: `[action?, index?]`. */
function asResult(value) {
  if (Array.isArray(value)) return value;
  if (typeof value === 'number') return [CONTINUE, value];
  return value === null || value === undefined ? NOTHING : [value];
}

/**
 * Walks `tree` depth first, calling `enter` before a node's children and `exit` after them, for
 * each node that passes `test` (unist-util-is), with the node, its ancestors and its index.
 * Arguments as in unist-util-visit-parents: `(tree, visitor)`, `(tree, visitor, reverse)`,
 * `(tree, test, visitor)` or `(tree, test, visitor, reverse)`, a visitor being a function or
 * `{enter?, exit}`.
 */
export function visitParents(tree, testOrVisitors, visitorsOrReverse, reverse) {
  if (!tree || typeof tree !== 'object') {
    throw new Error('Unexpected value `' + tree + '` for `tree`, expected node');
  }
  let test;
  let visitors;
  let forward = true;
  if (typeof visitorsOrReverse === 'function' || (visitorsOrReverse && typeof visitorsOrReverse === 'object')) {
    test = testOrVisitors;
    visitors = visitorsOrReverse;
    if (reverse) forward = false;
  } else {
    visitors = testOrVisitors;
    if (visitorsOrReverse) forward = false;
  }
  let enter;
  let exit;
  if (typeof visitors === 'function') {
    enter = visitors;
  } else if (visitors && typeof visitors === 'object') {
    if (visitors.enter !== null && visitors.enter !== undefined) {
      if (typeof visitors.enter !== 'function') {
        throw new Error('Unexpected value `' + visitors.enter + '` for `visitors.enter`, expected optional visitor');
      }
      enter = visitors.enter;
    }
    if (typeof visitors.exit !== 'function') {
      throw new Error(
        'Unexpected value `' +
          visitors.exit +
          '` for `visitors.exit`, expected visitor (pass a visitor directly if you only want an enter visitor)',
      );
    }
    exit = visitors.exit;
  } else {
    throw new Error(
      'Unexpected value `' + visitors + '` for `enter` or `visitors`, expected visitor or object with visitors',
    );
  }
  const is = convert(test);
  const step = forward ? 1 : -1;

  /** Visits `node` and its descendants; returns the result that ends the walk or moves its parent's loop. */
  const one = (node, index, parents) => {
    const matches = !test || is(node, index, parents[parents.length - 1] || undefined);
    let result = NOTHING;
    if (enter && matches) {
      result = asResult(enter(node, parents, index));
      if (result[0] === EXIT) return result;
    }
    if ('children' in node && node.children && result[0] !== SKIP) {
      const ancestors = [...parents, node];
      let offset = (forward ? -1 : node.children.length) + step;
      while (offset > -1 && offset < node.children.length) {
        const childResult = one(node.children[offset], offset, ancestors);
        if (childResult[0] === EXIT) return childResult;
        offset = typeof childResult[1] === 'number' ? childResult[1] : offset + step;
      }
    }
    if (exit && matches) {
      const exitResult = asResult(exit(node, parents, index));
      if (exitResult[0] === SKIP) {
        throw new Error(
          'Unexpected value `' + exitResult[0] + '` from `exit`, expected `CONTINUE`, `EXIT`, index, or nothing',
        );
      }
      if (exitResult[0] === EXIT || typeof exitResult[1] === 'number') return exitResult;
    }
    return result;
  };
  one(tree, undefined, []);
}
