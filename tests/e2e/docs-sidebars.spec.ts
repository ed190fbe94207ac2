import fs from 'node:fs';
import path from 'node:path';
import {test, expect, expectRoute, gotoHydrated} from './fixtures';
import type {Locator, Page} from '@playwright/test';
import sidebars from '../../sidebars';

/**
 * A reader can reach every page of the current docs from the sidebars: each category opens,
 * each link leads to a page with its title, the sidebar shows where the reader is, and the
 * generated index pages list their items as cards.
 */

function docsSidebar(page: Page): Locator {
  return page.getByRole('navigation', {name: 'Docs sidebar'});
}

/** The name of a category from its toggle: the caret button, or the category itself when it has no link. */
async function categoryName(toggle: Locator): Promise<string> {
  const ariaLabel = await toggle.getAttribute('aria-label');
  return (
    ariaLabel?.replace(/^(?:Expand|Collapse) sidebar category '(.*)'$/, '$1') ?? (await toggle.innerText())
  ).trim();
}

/**
 * Opens every category, depth first, and returns the links the sidebar showed along the way.
 * The site collapses the siblings of a category that opens, so a category's subtree is
 * walked before its next sibling is opened.
 */
async function expandAllAndCollectLinks(page: Page): Promise<{categories: string[]; clicked: number; links: string[]}> {
  const sidebar = docsSidebar(page);
  const links = new Set<string>();
  const categories: string[] = [];
  let clicked = 0;
  const collect = async (): Promise<void> => {
    const hrefs = await sidebar
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    hrefs.forEach((href) => links.add(href));
  };
  const walk = async (list: Locator): Promise<void> => {
    for (const item of await list.locator(':scope > li').all()) {
      // A category's own toggle comes before the toggles of its children.
      const toggle = item.getByRole('button').first();
      if ((await toggle.count()) === 0) continue;
      const name = await categoryName(toggle);
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') {
        await expect(toggle).toHaveAccessibleName(new RegExp(`^(Expand sidebar category '${name}'|${name})$`));
        await toggle.click();
        clicked += 1;
      }
      await expect(toggle, `category ${name} opens`).toHaveAttribute('aria-expanded', 'true');
      // A collapsed category renders its list only when first opened: wait for its items.
      const list = item.getByRole('list').first();
      await expect(list.getByRole('link').first(), `the items of ${name} show`).toBeVisible();
      categories.push(name);
      await collect();
      await walk(list);
    }
  };
  await collect();
  await walk(sidebar.getByRole('list').first());
  return {categories, clicked, links: [...links]};
}

function categoriesOf(items: unknown[]): string[] {
  return items.flatMap((item) => {
    if (typeof item === 'object' && item !== null && (item as {type?: string}).type === 'category') {
      const category = item as {label: string; items: unknown[]};
      return [category.label, ...categoriesOf(category.items)];
    }
    return [];
  });
}

/**
 * The links of the current version's sidebars, as the docs plugin computed them for the build
 * (the version metadata it writes under .docusaurus/): the pages the walks below must reach.
 */
function sidebarLinks(): Record<'docs' | 'api', string[]> {
  const dir = path.join(__dirname, '../../.docusaurus/docusaurus-plugin-content-docs/default/p');
  const file = fs
    .readdirSync(dir)
    .map((name) => path.join(dir, name))
    .find((candidate) => {
      const {version} = JSON.parse(fs.readFileSync(candidate, 'utf8')) as {
        version?: {isLast?: boolean; version?: string};
      };
      return version?.version === 'current';
    });
  if (!file) {
    throw new Error(`no metadata of the current docs version in ${dir}: run \`npm run build\` first`);
  }
  type Item = {href?: string; items?: Item[]};
  const {docsSidebars} = (
    JSON.parse(fs.readFileSync(file, 'utf8')) as {version: {docsSidebars: Record<string, Item[]>}}
  ).version;
  const hrefs = (items: Item[]): string[] =>
    items.flatMap((item) => [...(item.href ? [item.href.replace(/\/?$/, '/')] : []), ...hrefs(item.items ?? [])]);
  return {docs: [...new Set(hrefs(docsSidebars.docs ?? []))], api: [...new Set(hrefs(docsSidebars.api ?? []))]};
}

const SIDEBARS = [
  {name: 'docs', start: '/docs/'},
  {name: 'api', start: '/docs/cli/'},
] as const;
/**
 * Each sidebar's pages are checked in this many tests, which run in parallel: each takes a run of
 * consecutive pages, loads the first, then goes from page to page as a reader going through the
 * docs does, by the "Next" link at the bottom of each (the sidebar's order), a navigation
 * inside the app. A page that the previous one does not lead to is loaded directly.
 */
const PAGE_CHECK_PARTS = 6;
const links = sidebarLinks();

function docsPagination(page: Page): Locator {
  return page.getByRole('navigation', {name: 'Docs pages'});
}

for (const {name, start} of SIDEBARS) {
  test(`opening every category of the ${name} sidebar shows each of its links`, async ({page}) => {
    test.setTimeout(120_000);
    await gotoHydrated(page, start);
    const walked = await expandAllAndCollectLinks(page);

    // Every category the sidebar declares was opened (the api sidebar is generated from folders).
    if (name === 'docs') {
      for (const label of categoriesOf(sidebars.docs)) {
        expect(walked.categories.includes(label), `category ${label} was opened`).toBe(true);
      }
    }
    expect(walked.clicked, 'categories opened by clicking').toBeGreaterThanOrEqual(4);
    expect([...walked.links].sort(), 'the links the reader can reach').toEqual([...links[name]].sort());
    const outside = walked.links.filter((href) => !/^\/docs\//.test(href) || /^\/docs\/\d/.test(href));
    expect(outside, 'the sidebar of the current version links to current docs only').toEqual([]);
  });

  const partSize = Math.ceil(links[name].length / PAGE_CHECK_PARTS);
  for (let part = 0; part < PAGE_CHECK_PARTS; part += 1) {
    const hrefs = links[name].slice(part * partSize, (part + 1) * partSize);
    test(`the pages of the ${name} sidebar (part ${part + 1} of ${PAGE_CHECK_PARTS}) have their title and are marked active`, async ({
      page,
      consoleErrors,
    }) => {
      test.setTimeout(30_000 + hrefs.length * 10_000);
      const loadedDirectly: string[] = [];
      // Soft assertions: one broken page does not hide the state of the pages after it.
      for (const [index, href] of hrefs.entries()) {
        await test.step(href, async () => {
          const errorsBefore = consoleErrors.length;
          const next = docsPagination(page).getByRole('link', {name: /^Next\b/});
          if (index > 0 && (await next.count()) === 1 && (await next.getAttribute('href')) === href) {
            await next.click();
            await expectRoute(page, href);
          } else {
            if (index > 0) loadedDirectly.push(href);
            await gotoHydrated(page, href);
          }
          const heading = page.getByRole('heading', {level: 1});
          await expect.soft(heading, `${href} has one h1`).toHaveCount(1);
          await expect.soft(heading.first(), `${href} shows its h1`).toBeVisible();
          expect.soft((await heading.first().innerText()).trim(), `${href} h1 text`).not.toBe('');
          await expect.soft(page, `${href} is not the 404 page`).not.toHaveTitle(/Page Not Found/);
          const active = docsSidebar(page).locator('a[aria-current="page"]');
          await expect.soft(active, `the sidebar marks ${href} as the current page`).toHaveAttribute('href', href);
          await expect.soft(active.first(), `the active link of ${href} is visible`).toBeVisible();
          expect.soft(consoleErrors.slice(errorsBefore), `console errors on ${href}`).toEqual([]);
        });
      }
      // The sidebar's order is the reading order: each page's Next link leads to the next one.
      expect(loadedDirectly, 'pages that the page before them does not link to as Next').toEqual([]);
    });
  }
}

for (const label of ['Getting Started', 'Guides']) {
  test(`the generated index of ${label} lists the category's items as cards`, async ({page}) => {
    const category = sidebars.docs.find(
      (item): item is Extract<(typeof sidebars.docs)[number], {type: 'category'}> =>
        typeof item === 'object' && item.type === 'category' && item.label === label,
    );
    expect(category, `sidebars.ts declares the ${label} category`).toBeDefined();
    const link = category!.link as {type: 'generated-index'; title?: string; description?: string};
    const path = `/docs/category/${label.toLowerCase().replace(/\s+/g, '-')}/`;
    await gotoHydrated(page, path);

    await expect(page.getByRole('heading', {level: 1})).toHaveText(link.title ?? label);
    if (link.description) await expect(page.getByRole('main').getByText(link.description)).toBeVisible();

    // The sidebar shows the same category open, with its items in order.
    const sidebar = docsSidebar(page);
    const categoryLink = sidebar.getByRole('link', {name: label, exact: true});
    await expect(categoryLink).toHaveAttribute('aria-current', 'page');
    const children = sidebar
      .getByRole('listitem')
      .filter({has: page.getByRole('link', {name: label, exact: true})})
      .first()
      .getByRole('list')
      .first()
      .locator(':scope > li');
    await expect(children).toHaveCount(category!.items.length);
    const sidebarHrefs: string[] = [];
    for (const child of await children.all()) {
      sidebarHrefs.push((await child.getByRole('link').first().getAttribute('href')) ?? '');
    }

    const cards = page
      .getByRole('main')
      .getByRole('link')
      .filter({has: page.getByRole('heading', {level: 2})});
    await expect(cards).toHaveCount(category!.items.length);
    const cardHrefs = await cards.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    expect(cardHrefs, 'one card per item, in sidebar order').toEqual(sidebarHrefs);
    for (const card of await cards.all()) {
      await expect(card.getByRole('heading', {level: 2})).not.toHaveText('');
      await expect(card).toBeVisible();
    }

    // A card leads to its page.
    const first = cards.first();
    const target = await first.getAttribute('href');
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  });
}
