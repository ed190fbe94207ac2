#!/usr/bin/env node
// Unit tests: Node's test runner with tsx for TypeScript. Lists the files itself so that
// the command works the same in every shell. Files named *.build.test.ts read the
// production build: `--build-output` runs only those (npm test runs them after the build),
// and the default run leaves them out.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const dir = 'tests/unit';
const files = fs
  .readdirSync(dir)
  .filter((name) => /\.test\.m?ts$/.test(name))
  .filter((name) => name.endsWith('.build.test.ts') === process.argv.includes('--build-output'))
  .map((name) => path.join(dir, name));
const result = spawnSync('node', ['--import', 'tsx', '--test', '--test-reporter=tap', ...files], {stdio: 'inherit'});
process.exit(result.status ?? 1);
