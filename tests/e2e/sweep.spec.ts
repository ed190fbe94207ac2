// The whole-site sweep: every built route, read as a reader's browser reads it, in light and in
// dark mode. Each page must load (status 200), hydrate, log no console error or warning, make no
// failed request and no request to another host, have exactly one h1, a title, a description
// and a canonical link, and pass axe (WCAG 2.2 AA tags) in both modes.
//
// Which routes:
// - `npm test` runs a sample, one route per page kind (SAMPLE below), so that the test command
//   stays within its time budget.
// - `npm run test:sweep` (SWEEP=all; CI runs it after `npm test`) runs every route: the pages of
//   build/sitemap.xml plus every other page the build wrote (the /tests/ fixtures, the debug
//   pages, the unmaintained 3.1.1 docs, which are kept out of the sitemap), and the not-found page.
// - SWEEP_PATH=/docs/installation/ runs one route (or a comma-separated list); SWEEP_SECTION=/blog/ every route under a prefix.
import fs from 'node:fs';
import path from 'node:path';
import {test, expect, waitForHydration} from './fixtures';
import {builtPages} from '../support/builtPages';
import {axe, describeViolation} from './axe';

const buildDir = path.resolve(__dirname, '../../build');

/** An address no route matches: the not-found page, served with status 404. */
const NOT_FOUND_PATH = '/this-page-does-not-exist/';

/**
 * One route per page kind, for the sample that `npm test` runs (it is also the test command's
 * accessibility check of every page kind, in both colour modes).
 */
const SAMPLE = [
  '/',
  '/docs/',
  // A doc with live code blocks, tabs and admonitions.
  '/docs/markdown-features/code-blocks/',
  '/docs/api/plugins/@docusaurus/plugin-content-docs/',
  // Wide option tables: each one scrolls sideways, from the keyboard too.
  '/docs/api/docusaurus-config/',
  '/docs/category/guides/',
  '/docs/3.1.1/installation/',
  '/tests/docs/tags/',
  '/tests/docs/tags/a/',
  '/blog/',
  '/blog/releases/3.0/',
  '/blog/tags/',
  '/blog/tags/release/page/2/',
  '/blog/archive/',
  '/blog/authors/',
  '/changelog/',
  '/changelog/3.0.0/',
  '/community/team/',
  '/showcase/',
  '/versions/',
  '/feature-requests/',
  '/search/?q=sidebar',
  '/examples/markdownPageExample/',
  '/__docusaurus/debug/',
  // The loader's spinner and its red failure box, rendered side by side on a fixture page.
  '/tests/pages/page-loader-tests/',
  '/tests/docs/toc/toc-2-4/',
  '/tests/blog/2024/03/20/reading-time/',
  '/tests/pages/markdown-tests-mdx/',
  NOT_FOUND_PATH,
];

function sitemapPages(): string[] {
  const sitemap = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map(([, url]) => decodeURI(url!));
}

function routes(): string[] {
  if (!fs.existsSync(path.join(buildDir, 'sitemap.xml'))) return [];
  if (process.env.SWEEP_PATH) return process.env.SWEEP_PATH.split(',');
  const all = [...new Set(['/', ...sitemapPages(), ...builtPages(buildDir), NOT_FOUND_PATH])]
    .filter((route) => !NOT_APP_PAGES.includes(route))
    .sort();
  if (process.env.SWEEP_SECTION) return all.filter((route) => route.startsWith(process.env.SWEEP_SECTION!));
  if (process.env.SWEEP === 'all') return all;
  const missing = SAMPLE.filter((route) => !all.includes(route.split('?')[0]!));
  if (missing.length > 0) throw new Error(`sweep: sample routes that the build does not have: ${missing.join(', ')}`);
  return SAMPLE;
}

/** Files the build holds that are not pages of the app, with the reason. */
const NOT_APP_PAGES = [
  // A static HTML file copied from _dogfooding/_asset-tests (it stands for generated API docs
  // such as Javadoc): served as it is, with no theme, no app and nothing to hydrate.
  '/dogfooding/javadoc/',
];

/** Checks a route is exempt from, each with the reason. Every other route is held to all of them. */
const EXEMPT: Record<string, {h1?: string; console?: RegExp}> = {
  '/tests/pages/layout-no-children/': {
    h1: 'the fixture renders the theme layout with no children at all, so no heading',
  },
  // Two diagrams of the fixture are broken on purpose (an unknown type, a syntax error): Mermaid
  // logs why, and the fixture shows that each becomes an error box while the others render.
  '/tests/pages/diagrams/': {
    console: /UnknownDiagramError: No diagram type detected|Parse error on line/,
  },
};

type Finding = string;

/** The axe rules (of the WCAG 2.2 AA tags) whose result depends on colours. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

async function axeViolations(page: import('@playwright/test').Page, rules?: string[]): Promise<Finding[]> {
  // A frame shows a page of this site (the embeds fixture), which the sweep checks at its own
  // address; a lazy frame can still be hydrating while axe reads the page around it.
  const builder = axe(page).exclude('iframe');
  const results = await (rules ? builder.withRules(rules) : builder).analyze();
  return results.violations.map(describeViolation);
}

// A finding names the route and what is wrong; a trace of each of ~590 routes would cost a good
// part of the run's time.
test.use({trace: 'off'});

test.describe('whole-site sweep', () => {
  // Each route is a test of its own, so the routes spread over the workers.
  test.describe.configure({mode: 'parallel'});
  // The console fixture of ./fixtures fails a test on an error; the sweep also collects
  // warnings, failed requests and requests to other hosts, and reports them together.
  test.use({colorScheme: 'light', expectedConsoleError: /.*/});
  // Every page registers the service worker, as in a reader's browser (each test has a context
  // of its own, so nothing cached carries over to the next route).
  test.use({serviceWorkers: 'allow'});

  const list = routes();
  test(`the build has routes to sweep (${list.length})`, () => {
    expect(list.length, 'no build/sitemap.xml: run `npm run build` first').toBeGreaterThan(0);
  });

  for (const route of list) {
    test(route, async ({page, baseURL}) => {
      // The largest pages (the showcase, the config reference) take axe a while on two cores.
      test.setTimeout(120_000);
      const origin = new URL(baseURL!).origin;
      const findings: Finding[] = [];
      page.on('console', (message) => {
        if (!['error', 'warning'].includes(message.type())) return;
        // The not-found page is served with status 404, which the browser logs for the document.
        if (route === NOT_FOUND_PATH && /status of 404/.test(message.text())) return;
        if (EXEMPT[route]?.console?.test(message.text())) return;
        findings.push(`console ${message.type()}: ${message.text().slice(0, 300)}`);
      });
      page.on('pageerror', (error) => findings.push(`uncaught: ${error.message.slice(0, 300)}`));
      page.on('request', (request) => {
        if (!request.url().startsWith(origin) && !request.url().startsWith('data:')) {
          findings.push(`request to another host: ${request.url()}`);
        }
      });
      page.on('requestfailed', (request) => {
        // The browser aborts requests itself when it no longer needs them (a lazy image when the
        // page reloads, a prefetch superseded): not a failure of the site.
        if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
        findings.push(`failed request: ${request.url()} (${request.failure()?.errorText ?? 'unknown'})`);
      });
      page.on('response', (response) => {
        const notFoundDocument = route === NOT_FOUND_PATH && response.url() === `${origin}${route}`;
        if (response.status() >= 400 && !notFoundDocument)
          findings.push(`HTTP ${response.status()}: ${response.url()}`);
      });

      const response = await page.goto(route);
      expect(response?.status(), 'status of the page').toBe(route === NOT_FOUND_PATH ? 404 : 200);
      await waitForHydration(page);

      const head = await page.evaluate(() => ({
        h1Count: document.querySelectorAll('h1').length,
        title: document.title.trim(),
        description: document.querySelector('meta[name="description"]')?.getAttribute('content')?.trim() ?? '',
        canonicalCount: document.querySelectorAll('link[rel="canonical"]').length,
      }));
      if (head.h1Count !== 1 && !EXEMPT[route]?.h1) findings.push(`${head.h1Count} h1 elements`);
      if (!head.title) findings.push('empty <title>');
      if (!head.description) findings.push('no meta description');
      if (head.canonicalCount !== 1) findings.push(`${head.canonicalCount} canonical links`);

      for (const mode of ['light', 'dark'] as const) {
        if (mode === 'dark') {
          // A reader whose system turns dark: nothing is stored, so the page follows. The debug
          // pages have no colour-mode provider to follow a change, so they are reloaded, as a
          // first visit with a dark system preference.
          await page.emulateMedia({colorScheme: 'dark'});
          const followed = await page
            .waitForFunction(() => document.documentElement.dataset.theme === 'dark', undefined, {timeout: 2_000})
            .then(() => true)
            .catch(() => false);
          if (!followed) {
            await page.reload();
            await waitForHydration(page);
          }
          // Colours change through CSS transitions: axe must read them once they have ended.
          await page.waitForFunction(() =>
            document.getAnimations().every((animation) => !(animation instanceof CSSTransition)),
          );
        }
        const theme = await page.locator('html').getAttribute('data-theme');
        if (theme !== mode) findings.push(`${mode} system preference, but data-theme="${theme}"`);
        // In dark mode only the colours change: the rules that read them run again, the others
        // (structure, names, roles) already ran on the same DOM in light mode.
        for (const violation of await axeViolations(page, mode === 'dark' ? COLOUR_RULES : undefined)) {
          findings.push(`axe, ${mode} mode: ${violation}`);
        }
      }

      expect(findings, findings.join('\n')).toEqual([]);
    });
  }
});
