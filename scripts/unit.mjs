#!/usr/bin/env node
// Unit tests: Node's test runner with tsx for TypeScript. Lists the files itself so that
// the command works the same in every shell. Three kinds of files:
//   *.build.test.ts  read the production build: `--build-output` runs only those (npm test
//                    runs them after the build); the other runs leave them out.
//   *.sites.test.ts  build throwaway sites (seconds each): `--quick` leaves them out.
//   *.test.ts        pure tests, a few seconds in all.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dir = 'tests/unit';
const buildOutput = process.argv.includes('--build-output');
const quick = process.argv.includes('--quick');
const files = fs
  .readdirSync(dir)
  .filter((name) => /\.test\.m?ts$/.test(name))
  .filter((name) => name.endsWith('.build.test.ts') === buildOutput)
  .filter((name) => !(quick && name.endsWith('.sites.test.ts')))
  // The files that build sites (a minute or more each) start first, side by side, and the short
  // files fill the slots as they free up. In name order the search-provider build started once
  // the short files had run, and ran alone at the end.
  .sort((a, b) => Number(b.endsWith('.sites.test.ts')) - Number(a.endsWith('.sites.test.ts')))
  .map((name) => path.join(dir, name));
// Node's runner takes one file at a time on 2 cores (its default is one less than the cores). The
// two *.sites.test.ts files spend part of their time in single-threaded site loading, so as many
// files as cores run at once: `npm run test:unit` took 120 s instead of 135 s on 2 cores.
const concurrency = Math.max(2, os.availableParallelism());
const result = spawnSync(
  'node',
  ['--import', 'tsx', '--test', `--test-concurrency=${concurrency}`, '--test-reporter=tap', ...files],
  {stdio: 'inherit'},
);
process.exit(result.status ?? 1);
