#!/usr/bin/env node
// Unit tests: Node's test runner with tsx for TypeScript. Lists the files itself so that
// the command works the same in every shell. Three kinds of files:
//   *.build.test.ts  read the production build: `--build-output` runs only those (npm test
//                    runs them after the build); the other runs leave them out.
//   *.sites.test.ts  build throwaway sites (seconds each): `--quick` leaves them out.
//   *.test.ts        the rest. Those whose cases start processes or worker threads, bundle, or
//                    go over every page of the docs (the build's machinery rather than one
//                    function) say so in a comment line `// unit: full run: why`, and `--quick`
//                    leaves them out too: run one by one, they took 49 of the 118 s of CPU of
//                    the files `--quick` ran before, whose first run on a new checkout took 88 s
//                    (2 cores). `npm test` and `npm run test:unit` run them with the others.
//
// Node's runner gives each file a process of its own, and each of those starts Node, tsx and
// the modules the file tests (the MDX compiler, the core, Rspack) anew: of the pure files' 147 s
// of CPU in `test:quick` on 2 cores, about half was that. So the pure files share processes:
// they are dealt into as many groups as there are slots (scripts/unit-group.mjs imports a
// group's files, each as a suite named by its path), balanced by how long each file took last
// time (node_modules/.cache/unit/durations.json; a file not timed yet counts by its size). A
// file that changes the process for the files after it (an environment variable read at import,
// a patched module loader, a module that must not be loaded yet) says so with a line
// `// unit: own process` and keeps a process of its own, as do the two other kinds.
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dir = 'tests/unit';
const buildOutput = process.argv.includes('--build-output');
const quick = process.argv.includes('--quick');
const DURATIONS = 'node_modules/.cache/unit/durations.json';
const OWN_PROCESS = /^\/\/ unit: own process\b/m;
const FULL_RUN = /^\/\/ unit: full run\b/m;

const files = fs
  .readdirSync(dir)
  .filter((name) => /\.test\.m?ts$/.test(name))
  .filter((name) => name.endsWith('.build.test.ts') === buildOutput)
  .filter((name) => !(quick && name.endsWith('.sites.test.ts')))
  .map((name) => path.join(dir, name))
  .filter((file) => !(quick && FULL_RUN.test(fs.readFileSync(file, 'utf8'))));

// Node's runner takes one file at a time on 2 cores (its default is one less than the cores). The
// two *.sites.test.ts files spend part of their time in single-threaded site loading, so as many
// files as cores run at once: `npm run test:unit` took 120 s instead of 135 s on 2 cores.
const concurrency = Math.max(2, os.availableParallelism());

const alone = files.filter(
  (file) =>
    file.endsWith('.sites.test.ts') ||
    file.endsWith('.build.test.ts') ||
    OWN_PROCESS.test(fs.readFileSync(file, 'utf8')),
);
const shared = files.filter((file) => !alone.includes(file));

let lastDurations = {};
try {
  lastDurations = JSON.parse(fs.readFileSync(DURATIONS, 'utf8'));
} catch {
  // No run timed yet: sizes stand in.
}
// Milliseconds; a file not timed yet counts 1 ms per 10 bytes (a 10-KB file as a second).
const weight = (file) => lastDurations[file] ?? fs.statSync(file).size / 10;

// The longest first, each into the lightest group. With the sites files beside them (npm test),
// the groups are twice as many as the slots, so that a slot freed by a short sites file takes
// the next group rather than waiting.
const groupCount = Math.min(
  shared.length,
  alone.some((file) => file.endsWith('.sites.test.ts')) ? concurrency * 2 : concurrency,
);
const groups = Array.from({length: groupCount}, () => ({files: [], weight: 0}));
for (const file of [...shared].sort((a, b) => weight(b) - weight(a))) {
  const lightest = groups.reduce((min, group) => (group.weight < min.weight ? group : min));
  lightest.files.push(file);
  lightest.weight += weight(file);
}

// Each group is a file for the runner, which hands its list of files to scripts/unit-group.mjs:
// the report names the group, and `node --import tsx --test <group file>` runs it again alone.
const groupDir = 'node_modules/.cache/unit/groups';
fs.rmSync(groupDir, {recursive: true, force: true});
fs.mkdirSync(groupDir, {recursive: true});
const groupFiles = groups
  .filter((group) => group.files.length > 0)
  .map((group, index) => {
    const file = path.join(groupDir, `group-${index + 1}.test.mjs`);
    const imports = group.files.map((test) => path.resolve(test));
    fs.writeFileSync(
      file,
      `// ${group.files.length} test files of scripts/unit.mjs, in one process.\n` +
        `import {runGroup} from ${JSON.stringify(path.resolve('scripts/unit-group.mjs'))};\n` +
        `await runGroup(${JSON.stringify(imports, null, 2)});\n`,
    );
    return file;
  });

// Sites files first: they are the longest, and the groups fill the slots as they free up.
const ordered = [
  ...alone.filter((file) => file.endsWith('.sites.test.ts')),
  ...groupFiles,
  ...alone.filter((file) => !file.endsWith('.sites.test.ts')),
];

// A test file (or group of them) that has not ended after 10 minutes fails, named, instead of
// holding the test command until CI's limit: the longest takes about 2 minutes on the slow
// machine. Twice (3 and 4 December) a group hung at no CPU until it was killed or failed: the
// MDX loader waited for a parse-ahead tree it had already read (src/plugins/markdownTwins/
// parseAhead.ts, fixed on 4 December, tests/unit/parseAhead.test.ts reproduces it). Node's runner
// applies the limit to each file it runs, and the files' tests inherit it.
const FILE_TIMEOUT_MS = 10 * 60 * 1000;

const child = spawn(
  'node',
  [
    '--import',
    'tsx',
    '--test',
    `--test-concurrency=${concurrency}`,
    `--test-timeout=${FILE_TIMEOUT_MS}`,
    '--test-reporter=tap',
    ...ordered,
  ],
  {stdio: ['ignore', 'pipe', 'inherit']},
);
let output = '';
child.stdout.on('data', (chunk) => {
  output += chunk;
  process.stdout.write(chunk);
});
child.on('close', (code) => {
  // Each shared file is a suite named by its absolute path; its duration is the next lines'.
  const durations = {...lastDurations};
  const timed = /^\s*(?:not )?ok \d+ - (\S+\.test\.m?ts)\n\s*---\n\s*duration_ms: ([\d.]+)/gm;
  for (const [, file, ms] of output.matchAll(timed)) {
    const relative = path.relative(process.cwd(), file);
    if (shared.includes(relative)) durations[relative] = Math.round(Number(ms));
  }
  fs.mkdirSync(path.dirname(DURATIONS), {recursive: true});
  fs.writeFileSync(DURATIONS, `${JSON.stringify(durations, null, 2)}\n`);
  process.exit(code ?? 1);
});
