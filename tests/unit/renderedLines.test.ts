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

/**
 * Lets the event loop turn until `done` holds. A message reaches the other instances after some
 * turns, how many depends on how busy the machine is (a fixed 50 ms once failed in CI), so this
 * waits on the condition, for up to 10 s.
 */
async function until(what: string, done: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!done()) {
    if (Date.now() > deadline) assert.fail(`after 10 s, still not so: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('code lines shared between threads', () => {
  it('gives the other instances what one renders, by theme and block', async () => {
    const [first, second] = [lines('test:share'), lines('test:share')];
    first.remember('dark', 'block', '<span>a</span>');
    assert.equal(second.get('dark', 'block'), undefined, 'not before the event loop turns');
    await until('the second instance has the block', () => second.get('dark', 'block') !== undefined);
    assert.equal(second.get('dark', 'block'), '<span>a</span>');
    assert.equal(second.get('light', 'block'), undefined);
    assert.equal(first.get('dark', 'block'), '<span>a</span>');
  });

  it('keeps what an instance has rendered itself, and shares nothing with another channel', async () => {
    const [first, second, other] = [lines('test:keep'), lines('test:keep'), lines('test:other')];
    second.remember('dark', 'block', 'mine');
    first.remember('dark', 'block', 'theirs');
    // A channel delivers one sender's messages in order: once each instance has the other's
    // last message, it has had the block from it too, and `other` had its chance to get them.
    second.remember('dark', 'last from second', 'x');
    first.remember('dark', 'last from first', 'y');
    await until(
      "each instance has the other one's last message",
      () => first.get('dark', 'last from second') === 'x' && second.get('dark', 'last from first') === 'y',
    );
    assert.equal(second.get('dark', 'block'), 'mine');
    assert.equal(first.get('dark', 'block'), 'theirs');
    assert.equal(other.get('dark', 'block'), undefined);
  });
});
