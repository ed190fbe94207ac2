import {after, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {RenderedLines} from '../../src/components/CodeLines/renderedLines';

/**
 * src/components/CodeLines/renderedLines.ts: the SSG threads share the code lines they render.
 * Two instances of one channel stand for two threads here (a BroadcastChannel delivers to every
 * other instance of its name, in any thread).
 */

const open: RenderedLines[] = [];
after(() => open.forEach((lines) => lines.close()));

function lines(name: string): RenderedLines {
  const made = new RenderedLines(name);
  open.push(made);
  return made;
}

/** Lets the event loop deliver the messages posted so far. */
const turn = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('code lines shared between threads', () => {
  it('gives the other instances what one renders, by theme and block', async () => {
    const [first, second] = [lines('test:share'), lines('test:share')];
    first.remember('dark', 'block', '<span>a</span>');
    assert.equal(second.get('dark', 'block'), undefined, 'not before the event loop turns');
    await turn();
    assert.equal(second.get('dark', 'block'), '<span>a</span>');
    assert.equal(second.get('light', 'block'), undefined);
    assert.equal(first.get('dark', 'block'), '<span>a</span>');
  });

  it('keeps what an instance has rendered itself, and shares nothing with another channel', async () => {
    const [first, second, other] = [lines('test:keep'), lines('test:keep'), lines('test:other')];
    second.remember('dark', 'block', 'mine');
    first.remember('dark', 'block', 'theirs');
    await turn();
    assert.equal(second.get('dark', 'block'), 'mine');
    assert.equal(first.get('dark', 'block'), 'theirs');
    assert.equal(other.get('dark', 'block'), undefined);
  });
});
