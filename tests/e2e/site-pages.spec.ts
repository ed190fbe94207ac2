import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, waitForHydration} from './fixtures';
import {announcedVersion, latestRelease} from '../../config/site';
import {Tags, type TagType} from '../../src/data/showcase/tags';
import {Users, sortUsers, type User} from '../../src/data/showcase/users';
import {featureRequests} from '../../src/data/featureRequests';

test.describe('home page', () => {
  /** The five features of src/data/features.tsx, in order (that module holds JSX). */
  const FEATURES = [
    'Powered by MDX',
    'Built Using React',
    'Ready for Translations',
    'Document Versioning',
    'Content Search',
  ];

  test('shows the release announcement, the hero and the five features with their pictures', async ({page}) => {
    await gotoHydrated(page, '/');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', {name: `Docusaurus ${announcedVersion} is out!`})).toBeVisible();
    await expect(main.getByRole('heading', {level: 1})).toHaveText(
      'Build optimized websites quickly, focus on your content',
    );
    await expect(main.getByRole('link', {name: 'Get Started'})).toBeVisible();
    await expect(main.getByRole('link', {name: 'Try a Demo'})).toHaveAttribute('href', 'https://docusaurus.new');
    await expect(main.getByRole('heading', {level: 3})).toHaveText(FEATURES);
    // Every picture of the page (hero logo, lazy feature drawings) loads once scrolled into view.
    const images = main.locator('img');
    await expect(images).toHaveCount(1 + FEATURES.length);
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0), {
          message: `${await image.getAttribute('src')} loads`,
        })
        .toBe(true);
    }
  });

  test('Get Started opens the docs', async ({page}) => {
    await gotoHydrated(page, '/');
    await page.getByRole('main').getByRole('link', {name: 'Get Started'}).click();
    await expect(page).toHaveURL(/\/docs\/$/);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(page.getByRole('navigation', {name: 'Docs sidebar'})).toBeVisible();
  });

  test('the release announcement opens the release post', async ({page}) => {
    await gotoHydrated(page, '/');
    await page
      .getByRole('main')
      .getByRole('link', {name: `Docusaurus ${announcedVersion} is out!`})
      .click();
    await expect(page).toHaveURL(new RegExp(`/blog/releases/${announcedVersion.replace('.', '\\.')}/$`));
    await expect(page.getByRole('heading', {level: 1})).toHaveText(`Docusaurus ${announcedVersion}`);
  });

  test.describe('on a 320 px wide phone', () => {
    test.use({viewport: {width: 320, height: 640}});

    test('the home page does not scroll sideways', async ({page}) => {
      await gotoHydrated(page, '/');
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
      const {scrollWidth, clientWidth} = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(clientWidth).toBe(320);
      expect(scrollWidth, 'the page is no wider than the screen').toBeLessThanOrEqual(clientWidth);
    });
  });
});

test.describe('showcase', () => {
  const hasTag = (user: User, tag: TagType) => user.tags.includes(tag);
  const siteCount = (count: number) => `${count} ${count === 1 ? 'site' : 'sites'}`;
  const main = (page: Page) => page.getByRole('main');
  const count = (page: Page) => main(page).getByRole('status');
  const cardTitles = (page: Page) => main(page).getByRole('heading', {level: 3});
  const tagBox = (page: Page, tag: TagType) => main(page).getByRole('checkbox', {name: Tags[tag].label, exact: true});
  const searchBox = (page: Page) => main(page).getByRole('searchbox', {name: 'Search by site name'});
  const operator = (page: Page, value: 'AND' | 'OR') =>
    main(page).getByRole('group', {name: 'Match'}).getByRole('radio', {name: value, exact: true});

  const first: TagType = 'design';
  const second: TagType = 'i18n';
  const withBoth = Users.filter((user) => hasTag(user, first) && hasTag(user, second));
  const withEither = Users.filter((user) => hasTag(user, first) || hasTag(user, second));
  const sortedTitles = (users: User[]) => sortUsers(users).map((user) => user.title);

  test('without a filter, all sites are listed with the favourites first', async ({page}) => {
    await gotoHydrated(page, '/showcase/');
    await expect(count(page)).toHaveText(siteCount(Users.length));
    await expect(cardTitles(page)).toHaveCount(Users.length);
    const sections = main(page).getByRole('heading', {level: 2, name: /Our favorites|All sites/});
    await expect(sections).toHaveText([/Our favorites/, /All sites/]);

    const favorites = sortUsers(Users).filter((user) => hasTag(user, 'favorite'));
    expect(favorites.length).toBeGreaterThan(0);
    const titles = await cardTitles(page).allInnerTexts();
    expect(titles.slice(0, favorites.length)).toEqual(favorites.map((user) => user.title));
    expect(titles).toEqual(sortedTitles(Users));
  });

  test('two tags combined with AND, then OR, show the matching sites and their count', async ({page}) => {
    // The pair is only a meaningful check if AND and OR give different answers.
    expect(withBoth.length).toBeGreaterThan(0);
    expect(withEither.length).toBeGreaterThan(withBoth.length);

    await gotoHydrated(page, '/showcase/');
    await tagBox(page, first).check();
    await tagBox(page, second).check();
    await operator(page, 'AND').check();
    await expect(count(page)).toHaveText(siteCount(withBoth.length));
    await expect(cardTitles(page)).toHaveText(sortedTitles(withBoth));
    await expect(main(page).getByRole('heading', {name: /Our favorites/})).toHaveCount(0);

    await operator(page, 'OR').check();
    await expect(count(page)).toHaveText(siteCount(withEither.length));
    await expect(cardTitles(page)).toHaveCount(withEither.length);
    expect(await cardTitles(page).allInnerTexts()).toEqual(sortedTitles(withEither));
  });

  test('searching by name keeps the sites whose title contains the text, in any case', async ({page}) => {
    const text = 'REACT';
    const matching = Users.filter((user) => user.title.toLowerCase().includes(text.toLowerCase()));
    expect(matching.length).toBeGreaterThan(1);

    await gotoHydrated(page, '/showcase/');
    await searchBox(page).fill(text);
    await expect(count(page)).toHaveText(siteCount(matching.length));
    await expect(cardTitles(page)).toHaveText(sortedTitles(matching));

    await searchBox(page).fill('no site has this name');
    await expect(count(page)).toHaveText(siteCount(0));
    await expect(main(page).getByRole('heading', {name: 'No result'})).toBeVisible();
  });

  test('Clear All removes the tags, the operator and the name', async ({page}) => {
    await gotoHydrated(page, '/showcase/');
    await tagBox(page, first).check();
    await operator(page, 'AND').check();
    await searchBox(page).fill('a');
    await expect(page).toHaveURL(/\?.+/);

    await main(page).getByRole('button', {name: 'Clear All'}).click();
    await expect(count(page)).toHaveText(siteCount(Users.length));
    await expect(tagBox(page, first)).not.toBeChecked();
    await expect(operator(page, 'OR')).toBeChecked();
    await expect(searchBox(page)).toHaveValue('');
    await expect(main(page).getByRole('heading', {level: 2, name: /Our favorites/})).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
  });

  test('the URL holds the tags, the operator and the name, and reloading it restores the view', async ({page}) => {
    const name = 'a';
    const expected = withBoth.filter((user) => user.title.toLowerCase().includes(name));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length, 'the name narrows the tag filter').toBeLessThan(withBoth.length);

    await gotoHydrated(page, '/showcase/');
    await tagBox(page, second).check();
    await tagBox(page, first).check();
    await operator(page, 'AND').check();
    await searchBox(page).fill(name);
    await expect(count(page)).toHaveText(siteCount(expected.length));

    const params = new URL(page.url()).searchParams;
    expect(params.getAll('tags').sort()).toEqual([first, second].sort());
    expect(params.get('operator')).toBe('AND');
    expect(params.get('name')).toBe(name);
    const titles = await cardTitles(page).allInnerTexts();

    await page.reload();
    await waitForHydration(page);
    await expect(tagBox(page, first)).toBeChecked();
    await expect(tagBox(page, second)).toBeChecked();
    await expect(tagBox(page, 'favorite')).not.toBeChecked();
    await expect(operator(page, 'AND')).toBeChecked();
    await expect(searchBox(page)).toHaveValue(name);
    await expect(count(page)).toHaveText(siteCount(expected.length));
    await expect(cardTitles(page)).toHaveText(titles);

    // The same URL opened fresh (a shared link) gives the same view.
    const shared = page.url();
    await page.goto('about:blank');
    await gotoHydrated(page, shared.replace(/^https?:\/\/[^/]+/, ''));
    await expect(cardTitles(page)).toHaveText(titles);
  });
});

test.describe('feature requests', () => {
  test('the board lists every request', async ({page}) => {
    await gotoHydrated(page, '/feature-requests/');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Feature requests');
    const board = page.getByRole('region', {name: /^Board/});
    await expect(board.getByRole('article')).toHaveCount(featureRequests.length);
  });

  test('a known sub-path selects that request and shows its details', async ({page}) => {
    const request = featureRequests.find((entry) => entry.slug === 'mermaid') ?? featureRequests[0]!;
    const response = await page.goto(`/feature-requests/${request.slug}/`);
    expect(response?.status(), 'known requests have their own page').toBe(200);
    await waitForHydration(page);
    await expect(page.getByRole('status').filter({hasText: 'Showing details for'})).toContainText(request.title);
    const card = page.getByRole('article', {name: request.title});
    await expect(card).toHaveAttribute('aria-current', 'true');
    await expect(card.getByText(request.details)).toBeVisible();
    await expect(card).toBeFocused();
    await expect(page.locator('article[aria-current="true"]')).toHaveCount(1);
    await card.getByRole('link', {name: 'Close details'}).click();
    await expect(page).toHaveURL(/\/feature-requests\/$/);
    await expect(page.locator('article[aria-current="true"]')).toHaveCount(0);
  });

  test.describe('an unknown sub-path', () => {
    // A static host answers an unknown path with 404.html (status 404); the client then renders
    // the board, a text difference React recovers from (#418).
    test.use({expectedConsoleError: /the server responded with a status of 404|Minified React error #418/});

    test('still renders the board and says the request is not on it', async ({page}) => {
      await page.goto('/feature-requests/anything/');
      await waitForHydration(page);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Feature requests');
      await expect(page.getByRole('status').filter({hasText: 'There is no request called'})).toContainText('anything');
      await expect(page.getByRole('region', {name: /^Board/}).getByRole('article')).toHaveCount(featureRequests.length);
    });
  });
});

test.describe('community sidebar', () => {
  const sidebar = (page: Page) => page.getByRole('navigation', {name: 'Docs sidebar'});
  /** The community docs (community/*.mdx), each listed once by the autogenerated part. */
  const communityPages = fs
    .readdirSync(path.join(__dirname, '../../community'))
    .filter((name) => /^[^_].*\.mdx?$/.test(name));

  test('every community page opens from the sidebar and is marked as current', async ({page}) => {
    await gotoHydrated(page, '/community/support/');
    const links = sidebar(page).getByRole('link');
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    const pages = hrefs.filter((href) => href.startsWith('/community/'));
    expect(pages).toHaveLength(communityPages.length);
    for (const href of pages) {
      await sidebar(page).locator(`a[href="${href}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
      await expect(sidebar(page).locator(`a[href="${href}"]`)).toHaveAttribute('aria-current', 'page');
    }
  });

  test('ends with links to the changelog, the showcase, the feature requests and Discord', async ({page}) => {
    await gotoHydrated(page, '/community/team/');
    const links = sidebar(page).getByRole('link');
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    expect(hrefs.slice(-4)).toEqual([
      '/changelog/',
      '/showcase/',
      '/feature-requests/',
      'https://discord.gg/docusaurus',
    ]);
    const discord = sidebar(page).getByRole('link', {name: /Chat with us on Discord/});
    await expect(discord).toHaveAttribute('target', '_blank');
    await expect(discord).toHaveAttribute('rel', /noopener/);

    // The changelog list has no H1: its first entry is the newest release.
    const destinations: [name: string, url: RegExp, heading: string][] = [
      ['Changelog', /\/changelog\/$/, latestRelease],
      ['Showcase', /\/showcase\/$/, 'Docusaurus Site Showcase'],
      ['Feature Requests', /\/feature-requests\/$/, 'Feature requests'],
    ];
    for (const [name, url, heading] of destinations) {
      await gotoHydrated(page, '/community/team/');
      await sidebar(page).getByRole('link', {name, exact: true}).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', {level: name === 'Changelog' ? 2 : 1}).first()).toHaveText(heading);
    }
  });
});

test.describe('debug pages', () => {
  test('the config page shows the whole site config, plugin options included', async ({page}) => {
    // The app's bundled config leaves the plugin options out (src/plugins/bundling/clientConfig.ts);
    // this page loads the complete one.
    await gotoHydrated(page, '/__docusaurus/debug/config/');
    await expect(page.getByRole('heading', {name: 'Site config'})).toBeVisible();
    const view = page.getByRole('main');
    await expect(view).toContainText('"Docusaurus"');
    await expect(view).toContainText('plugins');
    await expect(view).toContainText('ssrTemplate');
  });
});
