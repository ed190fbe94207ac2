import fs from 'node:fs';
import path from 'node:path';
import {test, expect, gotoHydrated} from '../e2e/fixtures';
import type {Page} from '@playwright/test';

/**
 * `npm start` as a maintainer uses it: a content file saved in the editor shows in the open page
 * without a reload. A doc, a post or an MDX page takes its own hot update, so the page around it
 * (the sidebar as the reader left it, the navbar) stays; a change that the route table sees (a
 * title) renders the app again. See src/client/routes/contentUpdates.ts.
 */

const root = path.resolve(__dirname, '../..');
const INSTALLATION = 'docs/installation.mdx';
const PARTIAL = 'docs/guides/markdown-features/_markdown-partial-example.mdx';
const POST = 'blog/2019/12-30-docusaurus-2019-recap.mdx';
const CHANGELOG = 'changelog/CHANGELOG.md';

/** The files a test changed, with their text before; put back after each test. */
const originals = new Map<string, string>();

function edit(file: string, change: (text: string) => string): void {
  const original = originals.get(file) ?? fs.readFileSync(path.join(root, file), 'utf8');
  originals.set(file, original);
  fs.writeFileSync(path.join(root, file), change(original));
}

const appendParagraph = (paragraph: string) => (text: string) => `${text.trimEnd()}\n\n${paragraph}\n`;

test.afterEach(() => {
  originals.forEach((original, file) => fs.writeFileSync(path.join(root, file), original));
  originals.clear();
});

// The first request of a test can wait for the recompilation that the previous test's restored
// files started.
test.setTimeout(120_000);

// `npm start` compiles a page when a browser first asks for it (lazy compilation), so a first
// visit waits for that compilation too.
const FIRST_VISIT_TIMEOUT_MS = 60_000;

const open = (page: Page, route: string) => gotoHydrated(page, route, FIRST_VISIT_TIMEOUT_MS);

test('a saved doc shows its new text, and the sidebar stays as the reader left it', async ({page}) => {
  await open(page, '/docs/installation/');
  const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
  await sidebar.getByRole('button', {name: "Expand sidebar category 'Advanced Guides'"}).click();
  const opened = sidebar.getByRole('button', {name: "Collapse sidebar category 'Advanced Guides'"});
  await expect(opened).toHaveAttribute('aria-expanded', 'true');

  edit(INSTALLATION, appendParagraph('A paragraph saved while the dev server runs.'));
  await expect(page.getByText('A paragraph saved while the dev server runs.')).toBeVisible({timeout: 30_000});
  // Rendering the whole app again would have closed the category the reader opened.
  await expect(opened).toHaveAttribute('aria-expanded', 'true');

  edit(INSTALLATION, appendParagraph('A second save, taken the same way.'));
  await expect(page.getByText('A second save, taken the same way.')).toBeVisible({timeout: 30_000});
  await expect(page.getByText('A paragraph saved while the dev server runs.')).toHaveCount(0);
});

test('a new title shows in the heading and the tab', async ({page}) => {
  await open(page, '/docs/installation/');
  edit(INSTALLATION, (text) => text.replace(/^title: Installation$/m, 'title: Installing Docusaurus'));
  await expect(page.getByRole('heading', {level: 1, name: 'Installing Docusaurus'})).toBeVisible({timeout: 30_000});
  await expect(page).toHaveTitle(/^Installing Docusaurus/);
});

test('a saved partial shows in the page that imports it', async ({page}) => {
  await open(page, '/docs/markdown-features/react/');
  edit(PARTIAL, (text) => text.replace('### Greetings from a partial', '### Greetings from a saved partial'));
  await expect(page.getByRole('heading', {name: 'Greetings from a saved partial'})).toBeVisible({timeout: 30_000});
});

test('a doc saved while another page is open shows its new text when the reader comes back', async ({page}) => {
  await open(page, '/docs/installation/');
  await page
    .getByRole('navigation', {name: 'Docs pages'})
    .getByRole('link', {name: /^Next\b/})
    .click();
  await expect(page).not.toHaveURL(/\/docs\/installation\/$/);
  // The open page receives the update too; it has nothing of the installation page to show.
  const updated = page.waitForResponse(/\.hot-update\.json$/, {timeout: 30_000});
  edit(INSTALLATION, appendParagraph('A paragraph saved while another page was open.'));
  await updated;
  await page.goBack();
  await expect(page.getByText('A paragraph saved while another page was open.')).toBeVisible({timeout: 30_000});
});

test('a saved blog post shows its new text', async ({page}) => {
  await open(page, '/blog/2019/12/30/docusaurus-2019-recap/');
  edit(POST, appendParagraph('A paragraph saved in a post.'));
  await expect(page.getByText('A paragraph saved in a post.')).toBeVisible({timeout: 30_000});
});

test('a saved release note shows on its changelog page', async ({page}) => {
  await open(page, '/changelog/3.2.1/');
  // The changelog plugin writes one post per release from CHANGELOG.md on every save: it used to
  // empty their folder first, and the bundler, seeing 93 posts deleted, failed until a restart.
  // The file is written in two parts, as a slow save writes a large file: the watcher reports the
  // first part and, within its 50 ms throttle, not the second, so a plugin that parsed what it
  // read at once failed on a changelog cut in the middle of a release and kept the old content
  // (in about one run in three; the plugin now reads the file once it has stopped changing).
  edit(CHANGELOG, (text) => text.replace('A small follow-up to 3.2.0', 'A saved follow-up to 3.2.0'));
  const file = path.join(root, CHANGELOG);
  const saved = fs.readFileSync(file, 'utf8');
  // Cut in the middle of a release's list of committers, which the parser checks against its count.
  const cut = saved.indexOf('Committers (', saved.indexOf('## 2.0.0-alpha.51')) + 200;
  fs.writeFileSync(file, saved.slice(0, cut));
  await new Promise((resolve) => setTimeout(resolve, 20));
  fs.appendFileSync(file, saved.slice(cut));
  await expect(page.getByText('A saved follow-up to 3.2.0')).toBeVisible({timeout: 30_000});
});
