// Servers that a browser test starts and stops itself, to cut the network off for real: a
// stopped server cuts the service worker off too, which the browser's offline emulation does
// not reliably do. Used by tests/e2e/offline.spec.ts and tests/base-url.
import {spawn, type ChildProcess} from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import {expect} from '@playwright/test';

export const siteDir = path.resolve(__dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts `node ...args` in the site folder and waits until `url` answers 200. */
export async function startServer(args: string[], url: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, {cwd: siteDir, stdio: 'ignore'});
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(url)).status;
        } catch {
          return 0;
        }
      },
      {timeout: 30_000},
    )
    .toBe(200);
  return child;
}

/** Stops the server and waits until `url` no longer answers. */
export async function stopServer(child: ChildProcess, url: string): Promise<void> {
  child.kill();
  await expect
    .poll(
      async () => {
        try {
          await fetch(url);
          return 'up';
        } catch {
          return 'down';
        }
      },
      {timeout: 10_000},
    )
    .toBe('down');
}
