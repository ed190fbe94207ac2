import fs from 'node:fs';
import path from 'node:path';
import type {Locator, Page} from '@playwright/test';
import {test, expect, expectRoute, gotoHydrated} from './fixtures';
import {parseChangelog} from '../../src/plugins/changelog/parseChangelog';

/** Blog: 21 posts, 5 per page (docusaurus.config.ts). */
const BLOG_POSTS = 21;
const BLOG_POSTS_PER_PAGE = 5;
/** Posts per year in blog/ (dates from the file paths and the release posts' front matter). */
const BLOG_POSTS_PER_YEAR: [year: string, count: number][] = [
  ['2024', 2],
  ['2023', 5],
  ['2022', 4],
  ['2021', 4],
  ['2020', 1],
  ['2019', 1],
  ['2018', 3],
  ['2017', 1],
];
/** Changelog: one entry per release of CHANGELOG.md, 20 per page (config/changelog.ts). */
const releases = parseChangelog(
  fs.readFileSync(path.join(__dirname, '../../changelog/CHANGELOG.md'), 'utf8'),
  'changelog/CHANGELOG.md',
);
const CHANGELOG_PER_PAGE = 20;
const changelogPages = Math.ceil(releases.length / CHANGELOG_PER_PAGE);

function release(version: string) {
  const found = releases.find((entry) => entry.version === version);
  if (!found) {
    throw new Error(`CHANGELOG.md has no release ${version}`);
  }
  return found;
}

/** A collapsible change group of a changelog entry, found by its summary ("🚀 New Feature (10)"). */
function changeGroup(scope: Page | Locator, kind: string, count: number): Locator {
  // The inner locator of `has` is matched inside each group, so it starts from the page.
  const root = 'goto' in scope ? scope : scope.page();
  const summary = root.locator('summary').filter({hasText: new RegExp(`${kind} \\(${count}\\)$`)});
  return scope.getByRole('group').filter({has: summary});
}

const listArticles = (page: Page) => page.getByRole('main').getByRole('article');
const listNavigation = (page: Page) => page.getByRole('navigation', {name: 'Blog list page navigation'});
const postNavigation = (page: Page) => page.getByRole('navigation', {name: 'Blog post page navigation'});

/** Titles of the posts on a list page, from their H2 links. */
async function listedTitles(page: Page): Promise<string[]> {
  return listArticles(page).getByRole('heading', {level: 2}).allInnerTexts();
}

/** Every image in the locator has been downloaded and decoded (it is not a broken image). */
async function expectImagesLoaded(images: Locator): Promise<void> {
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0), {
        message: `image ${await image.getAttribute('src')} loads`,
      })
      .toBe(true);
  }
}

test.describe('blog list pages', () => {
  test('the blog home shows the 5 newest posts as previews, each with a Read more link', async ({page}) => {
    await gotoHydrated(page, '/blog/');
    await expect(listArticles(page)).toHaveCount(BLOG_POSTS_PER_PAGE);
    const first = listArticles(page).first();
    await expect(first.getByRole('heading', {level: 2})).toHaveText('Docusaurus 3.2');
    for (const article of await listArticles(page).all()) {
      const title = await article.getByRole('heading', {level: 2}).innerText();
      await expect(article.getByRole('link', {name: `Read more about ${title}`})).toBeVisible();
    }
    // The preview stops at the truncation marker: the post's first section is not on the list.
    await expect(first.getByRole('heading', {name: 'Highlights'})).toHaveCount(0);
    await first.getByRole('link', {name: 'Read more about Docusaurus 3.2'}).click();
    await expect(page).toHaveURL(/\/blog\/releases\/3\.2\/$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Docusaurus 3.2');
    await expect(page.getByRole('heading', {level: 2, name: 'Highlights'})).toBeVisible();
  });

  test('Older entries walks 5 pages holding every post once, and Newer entries walks back', async ({page}) => {
    await gotoHydrated(page, '/blog/');
    await expect(listNavigation(page).getByRole('link', {name: /Newer entries/})).toHaveCount(0);
    const titles: string[] = [];
    const pageCount = Math.ceil(BLOG_POSTS / BLOG_POSTS_PER_PAGE);
    for (let pageNumber = 1; pageNumber <= pageCount; pageNumber += 1) {
      const expectedCount = Math.min(BLOG_POSTS_PER_PAGE, BLOG_POSTS - (pageNumber - 1) * BLOG_POSTS_PER_PAGE);
      await expect(listArticles(page)).toHaveCount(expectedCount);
      if (titles.length > 0) {
        // The address changes as the navigation starts: wait for the new page's posts.
        await expect(listArticles(page).first().getByRole('heading', {level: 2})).not.toHaveText(
          titles.at(-BLOG_POSTS_PER_PAGE)!,
        );
      }
      titles.push(...(await listedTitles(page)));
      if (pageNumber < pageCount) {
        await listNavigation(page)
          .getByRole('link', {name: /Older entries/})
          .click();
        await expectRoute(page, `/blog/page/${pageNumber + 1}/`);
      }
    }
    await expect(listNavigation(page).getByRole('link', {name: /Older entries/})).toHaveCount(0);
    expect(titles).toHaveLength(BLOG_POSTS);
    expect(new Set(titles).size).toBe(BLOG_POSTS);
    expect(titles.at(-1)).toBe('Introducing Docusaurus');

    await listNavigation(page)
      .getByRole('link', {name: /Newer entries/})
      .click();
    await expectRoute(page, `/blog/page/${pageCount - 1}/`);
    await expect(listArticles(page)).toHaveCount(BLOG_POSTS_PER_PAGE);
  });

  test('every list page is served directly at its own URL, and there is no sixth page', async ({page, request}) => {
    for (const pageNumber of [2, 3, 4, 5]) {
      const response = await page.goto(`/blog/page/${pageNumber}/`);
      expect(response?.status(), `/blog/page/${pageNumber}/`).toBe(200);
      await expect(listArticles(page).first()).toBeVisible();
    }
    expect((await request.get('/blog/page/6/')).status()).toBe(404);
  });
});

test.describe('blog tags and archive', () => {
  test('the release tag paginates its 11 posts over three pages', async ({page}) => {
    await gotoHydrated(page, '/blog/tags/release/');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('11 posts tagged with "release"');
    const seen: string[] = [];
    for (const [pageNumber, count] of [
      [1, 5],
      [2, 5],
      [3, 1],
    ] as const) {
      await expect(listArticles(page)).toHaveCount(count);
      for (const article of await listArticles(page).all()) {
        await expect(article.getByRole('link', {name: 'release', exact: true})).toHaveAttribute(
          'href',
          '/blog/tags/release/',
        );
      }
      seen.push(...(await listedTitles(page)));
      if (pageNumber < 3) {
        await listNavigation(page)
          .getByRole('link', {name: /Older entries/})
          .click();
        await expectRoute(page, `/blog/tags/release/page/${pageNumber + 1}/`);
      }
    }
    await expect(listNavigation(page).getByRole('link', {name: /Older entries/})).toHaveCount(0);
    expect(new Set(seen).size).toBe(11);
    await page.getByRole('link', {name: 'View All Tags'}).click();
    await expect(page).toHaveURL(/\/blog\/tags\/$/);
  });

  test('the tags list shows each tag with its post count and opens the tag page', async ({page}) => {
    await gotoHydrated(page, '/blog/tags/');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Tags');
    const main = page.getByRole('main');
    for (const [tag, count] of [
      ['release', 11],
      ['recap', 3],
      ['adoption', 2],
    ] as const) {
      await expect(main.getByRole('link', {name: `${tag} ${count}`, exact: true})).toHaveAttribute(
        'href',
        `/blog/tags/${tag}/`,
      );
    }
    await main.getByRole('link', {name: 'recap 3', exact: true}).click();
    await expect(page).toHaveURL(/\/blog\/tags\/recap\/$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('3 posts tagged with "recap"');
    await expect(listArticles(page)).toHaveCount(3);
  });

  test('the archive lists all 21 posts under their year, newest year first', async ({page}) => {
    await gotoHydrated(page, '/blog/archive/');
    const main = page.getByRole('main');
    const years = main.getByRole('heading', {level: 3});
    await expect(years).toHaveText(BLOG_POSTS_PER_YEAR.map(([year]) => year));
    const lists = main.getByRole('list');
    await expect(lists).toHaveCount(BLOG_POSTS_PER_YEAR.length);
    for (const [index, [year, count]] of BLOG_POSTS_PER_YEAR.entries()) {
      await expect(lists.nth(index).getByRole('link'), `posts of ${year}`).toHaveCount(count);
    }
    await expect(main.getByRole('link')).toHaveCount(BLOG_POSTS + BLOG_POSTS_PER_YEAR.length /* heading anchors */);
    await main.getByRole('link', {name: 'December 14 - Introducing Docusaurus'}).click();
    await expect(page).toHaveURL(/\/blog\/2017\/12\/14\/introducing-docusaurus\/$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Introducing Docusaurus');
  });
});

test.describe('a blog post', () => {
  const POST = '/blog/2021/05/12/announcing-docusaurus-two-beta/';

  test('shows its title, date, reading time and its four authors with local avatars', async ({page}) => {
    await gotoHydrated(page, POST);
    const article = page.getByRole('main').getByRole('article');
    await expect(article.getByRole('heading', {level: 1})).toHaveText('Announcing Docusaurus 2 Beta');
    await expect(article.locator('time').first()).toHaveText('May 12, 2021');
    await expect(article.locator('time').first()).toHaveAttribute('datetime', /^2021-05-12/);
    await expect(article.getByText(/\d+ min read/)).toBeVisible();
    const authors = ['Sébastien Lorber', 'Joel Marcey', 'Yangshun Tay', 'Alexey Pyltsyn'];
    const avatars = article.getByRole('img', {name: new RegExp(`^(${authors.join('|')})$`)});
    await expect(avatars).toHaveCount(authors.length);
    for (const author of authors) {
      const avatar = article.getByRole('img', {name: author, exact: true});
      // Served by the site itself: nothing is loaded from GitHub or any other host.
      await expect(avatar).toHaveAttribute('src', /^\/img\//);
    }
    await expectImagesLoaded(avatars);
    await expect(article.getByText('Developer Advocate at Meta')).toBeVisible();
  });

  test('links to the newer and the older post', async ({page}) => {
    await gotoHydrated(page, POST);
    const nav = postNavigation(page);
    await expect(nav.getByRole('link', {name: /Newer post/})).toHaveText(/DocSearch migration/);
    await expect(nav.getByRole('link', {name: /Older post/})).toHaveText(/Releasing Docusaurus i18n/);
    await nav.getByRole('link', {name: /Older post/}).click();
    await expect(page).toHaveURL(/\/blog\/2021\/03\/09\/releasing-docusaurus-i18n\/$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Releasing Docusaurus i18n');
    await postNavigation(page)
      .getByRole('link', {name: /Newer post/})
      .click();
    await expect(page).toHaveURL(new RegExp(`${POST}$`));
  });

  test('the newest and the oldest posts have only one neighbour', async ({page}) => {
    await gotoHydrated(page, '/blog/releases/3.2/');
    await expect(postNavigation(page).getByRole('link')).toHaveCount(1);
    await expect(postNavigation(page).getByRole('link', {name: /Older post/})).toBeVisible();
    await gotoHydrated(page, '/blog/2017/12/14/introducing-docusaurus/');
    await expect(postNavigation(page).getByRole('link')).toHaveCount(1);
    await expect(postNavigation(page).getByRole('link', {name: /Newer post/})).toBeVisible();
  });

  test('the "All our posts" sidebar lists every post and marks the current one', async ({page}) => {
    await gotoHydrated(page, POST);
    const sidebar = page.getByRole('navigation', {name: 'Blog recent posts navigation'});
    await expect(sidebar.getByText('All our posts', {exact: true})).toBeVisible();
    await expect(sidebar.getByRole('link')).toHaveCount(BLOG_POSTS);
    const current = sidebar.locator('a[aria-current="page"]');
    await expect(current).toHaveText('Announcing Docusaurus 2 Beta');
    await sidebar.getByRole('link', {name: 'Tribute to Endi'}).click();
    await expect(page).toHaveURL(/\/blog\/2020\/01\/07\/tribute-to-endi\/$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Tribute to Endi');
  });
});

test.describe('changelog', () => {
  test(`the changelog lists ${CHANGELOG_PER_PAGE} releases per page, newest first, over ${changelogPages} pages`, async ({
    page,
  }) => {
    await gotoHydrated(page, '/changelog/');
    await expect(listArticles(page)).toHaveCount(CHANGELOG_PER_PAGE);
    await expect(listArticles(page).getByRole('heading', {level: 2}).first()).toHaveText(releases[0]!.version);
    await expect(listNavigation(page).getByRole('link', {name: /Older entries/})).toHaveAttribute(
      'href',
      '/changelog/page/2/',
    );

    await gotoHydrated(page, `/changelog/page/${changelogPages}/`);
    const lastCount = releases.length - (changelogPages - 1) * CHANGELOG_PER_PAGE;
    await expect(listArticles(page)).toHaveCount(lastCount);
    await expect(listArticles(page).getByRole('heading', {level: 2}).last()).toHaveText(releases.at(-1)!.version);
    await expect(listNavigation(page).getByRole('link', {name: /Older entries/})).toHaveCount(0);
    await listNavigation(page)
      .getByRole('link', {name: /Newer entries/})
      .click();
    await expectRoute(page, `/changelog/page/${changelogPages - 1}/`);
    await expect(listArticles(page)).toHaveCount(CHANGELOG_PER_PAGE);
  });

  test('a release shows its date, its grouped changes, then its committers folded, with local avatars', async ({
    page,
  }) => {
    const entry = release('3.2.0');
    await gotoHydrated(page, '/changelog/3.2.0/');
    const article = page.getByRole('main').getByRole('article');
    await expect(article.getByRole('heading', {level: 1})).toHaveText('3.2.0');
    await expect(article.locator('time').first()).toHaveAttribute('datetime', new RegExp(`^${entry.date}`));
    await expect(article.locator('time').first()).toHaveText('March 29, 2024');

    // The changes come first; the committers follow, folded under their count.
    const committers = article.getByText(`${entry.committers.length} committers`, {exact: true});
    const firstGroup = changeGroup(article, entry.groups[0]!.kind, entry.groups[0]!.entries.length);
    const [groupBox, committersBox] = [await firstGroup.boundingBox(), await committers.boundingBox()];
    expect(committersBox!.y).toBeGreaterThan(groupBox!.y);
    const committerAvatars = article.locator('img.avatar__photo');
    await expect(committerAvatars.first()).toBeHidden();
    await committers.click();
    await expect(committerAvatars).toHaveCount(entry.committers.length);
    for (const committer of entry.committers) {
      const name = committer.name ?? `@${committer.handle}`;
      await expect(article.getByRole('link', {name, exact: true}).first()).toHaveAttribute(
        'href',
        `https://github.com/${committer.handle}`,
      );
    }
    // Generated initials served by the site itself: no request to GitHub for a photo.
    for (const src of await committerAvatars.evaluateAll((images) =>
      images.map((image) => image.getAttribute('src')),
    )) {
      expect(src).toMatch(/^\/img\/committers\/[\w-]+\.svg$/);
    }
    await expectImagesLoaded(committerAvatars);

    for (const group of entry.groups) {
      await expect(changeGroup(article, group.kind, group.entries.length)).toBeVisible();
    }
  });

  test('a release links to the blog post that announced it', async ({page}) => {
    await gotoHydrated(page, '/changelog/3.2.0/');
    const link = page.getByRole('main').getByRole('link', {name: 'announcing this release'});
    await expect(link).toHaveAttribute('href', '/blog/releases/3.2/');
    await link.click();
    await expect(page).toHaveURL(/\/blog\/releases\/3\.2\/$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Docusaurus 3.2');
  });

  test('long change groups of a big release are collapsed and open with the keyboard', async ({page}) => {
    const entry = release('3.0.0');
    const breaking = entry.groups.find((group) => group.kind === 'Breaking Change');
    expect(breaking?.entries.length ?? 0).toBeGreaterThan(4);
    await gotoHydrated(page, '/changelog/3.0.0/');
    const group = changeGroup(page, 'Breaking Change', breaking!.entries.length);
    const items = group.getByRole('listitem');
    await expect(items.first()).toBeHidden();

    const summary = group.locator('summary');
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(items).toHaveCount(breaking!.entries.length);
    await expect(items.first()).toBeVisible();
    await expect(group).toHaveAttribute('open', '');

    await page.keyboard.press('Enter');
    await expect(items.first()).toBeHidden();

    // A short group stays open: nothing to gain from hiding a single line.
    const short = entry.groups.find((candidate) => candidate.entries.length <= 4);
    if (short) {
      const shortGroup = changeGroup(page, short.kind, short.entries.length);
      await expect(shortGroup.getByRole('listitem').first()).toBeVisible();
    }
  });

  test('changelog entries show no reading time, unlike blog posts', async ({page}) => {
    await gotoHydrated(page, '/changelog/3.0.0/');
    await expect(page.getByRole('main').getByText(/min read/)).toHaveCount(0);
    await gotoHydrated(page, '/changelog/');
    await expect(page.getByRole('main').getByText(/min read/)).toHaveCount(0);
    await gotoHydrated(page, '/blog/releases/3.0/');
    await expect(page.getByRole('main').getByText(/min read/)).toBeVisible();
  });

  test('the edit link of a release opens CHANGELOG.md, the file it is written in', async ({page}) => {
    await gotoHydrated(page, '/changelog/3.2.0/');
    const edit = page.getByRole('link', {name: 'Edit this page'});
    // A release has no source file of its own: the generated post lives in .docusaurus/, which
    // is not in the repository. Either no edit link, or one to the changelog file.
    if ((await edit.count()) > 0) {
      await expect(edit).toHaveAttribute('href', /\/changelog\/CHANGELOG\.md$/);
    }
  });
});
