// The test-fixture section (/tests/docs/, /tests/blog/, /tests/pages/), read against the
// production build: what the fixtures in _dogfooding/ say a reader must see there.
import {test, expect, expectRoute, gotoHydrated} from './fixtures';
import type {Locator, Page} from '@playwright/test';

const UNLISTED_BANNER = 'This page is unlisted. Search engines will not index it';

/** The unlisted docs of the docs-tests instance, as listed by the visibility fixture. */
const UNLISTED_DOCS = [
  '/tests/docs/',
  '/tests/docs/tests/visibility/force-unlisted/',
  '/tests/docs/tests/visibility/only-unlisteds/unlisted1/',
  '/tests/docs/tests/visibility/only-unlisteds/unlisted2/',
  '/tests/docs/tests/visibility/only-unlisteds/unlisted-subcategory/',
  '/tests/docs/tests/visibility/only-unlisteds/unlisted-subcategory/unlisted3/',
  '/tests/docs/tests/visibility/some-unlisteds/unlisted1/',
  '/tests/docs/tests/visibility/some-unlisteds/unlisted2/',
  '/tests/docs/tests/visibility/some-unlisteds/unlisted-subcategory/',
  '/tests/docs/tests/visibility/some-unlisteds/unlisted-subcategory/unlisted3/',
];
const UNLISTED_POST = '/tests/blog/unlisted-post/';
const LISTED_DOC = '/tests/docs/tests/visibility/some-unlisteds/unlisted-subcategory/listed1/';

/** The `href` of every link inside a region. */
async function hrefsIn(region: Locator): Promise<string[]> {
  return region.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

/** The title links of the posts shown in the main column of a blog list page. */
function postTitleLinks(page: Page): Locator {
  return page
    .getByRole('main')
    .getByRole('article')
    .locator('header')
    .getByRole('heading', {level: 2})
    .getByRole('link');
}

/** The titles of the posts shown in the main column of a blog list page. */
async function postTitles(page: Page): Promise<string[]> {
  return postTitleLinks(page).allTextContents();
}

/** The URLs of the posts shown in the main column of a blog list page (titles can repeat). */
async function postUrls(page: Page): Promise<string[]> {
  return postTitleLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

/**
 * Walks a paginated blog list from its first page through the "Older entries" links, then
 * back through the "Newer entries" links, checking each page. Returns the post URLs of each page.
 */
async function walkPagination(page: Page, firstPage: string): Promise<string[][]> {
  const pagination = page.getByRole('navigation', {name: 'Blog list page navigation'});
  await gotoHydrated(page, firstPage);
  await expect(pagination.getByRole('link', {name: 'Newer entries'})).toHaveCount(0);
  const pages: string[][] = [];
  for (let number = 1; ; number += 1) {
    const expectedPath = number === 1 ? firstPage : `${firstPage}page/${number}/`;
    await expectRoute(page, expectedPath);
    // The app shows the previous page until the next one has loaded (spec §4), and the address
    // and canonical link can change first: wait for the list itself to change.
    const previous = pages.at(-1);
    if (previous) {
      await expect.poll(() => postUrls(page), {message: expectedPath}).not.toEqual(previous);
    }
    const posts = await postUrls(page);
    expect(posts.length, expectedPath).toBeGreaterThan(0);
    expect(posts.length, expectedPath).toBeLessThanOrEqual(3);
    pages.push(posts);
    const older = pagination.getByRole('link', {name: 'Older entries'});
    if ((await older.count()) === 0) {
      break;
    }
    await older.click();
  }
  for (let number = pages.length; number > 1; number -= 1) {
    await pagination.getByRole('link', {name: 'Newer entries'}).click();
    const expectedPath = number === 2 ? firstPage : `${firstPage}page/${number - 1}/`;
    await expectRoute(page, expectedPath);
    await expect.poll(() => postUrls(page), {message: expectedPath}).toEqual(pages[number - 2]);
  }
  return pages;
}

test.describe('unlisted docs and posts', () => {
  test('unlisted docs are built, show the unlisted banner and ask not to be indexed', async ({page}) => {
    for (const path of UNLISTED_DOCS) {
      await gotoHydrated(page, path);
      await expect(page.getByRole('heading', {level: 1}), path).toBeVisible();
      await expect(page.getByText(UNLISTED_BANNER), path).toBeVisible();
      // Every page of this instance is noindex (its version sets noIndex), so the banner is
      // what tells unlisted docs apart here; the blog test below checks the tag against a
      // listed post.
      await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute('content', /noindex/);
    }
    await gotoHydrated(page, LISTED_DOC);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Some unlisted: listed 1');
    await expect(page.getByText(UNLISTED_BANNER)).toHaveCount(0);
  });

  test('the unlisted post is built, shows the banner and is the only one asking not to be indexed', async ({page}) => {
    await gotoHydrated(page, UNLISTED_POST);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Unlisted blog post');
    await expect(page.getByText(UNLISTED_BANNER)).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    await gotoHydrated(page, '/tests/blog/2023/08/05/');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Date-only file name');
    await expect(page.getByText(UNLISTED_BANNER)).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });

  test('unlisted docs are absent from the sidebar, which still lists their listed siblings', async ({page}) => {
    await gotoHydrated(page, LISTED_DOC);
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    await expect(sidebar.getByRole('link', {name: 'Some unlisted: listed 1'})).toHaveAttribute('href', LISTED_DOC);
    await expect(sidebar.getByRole('link', {name: 'Visibility tests'})).toBeVisible();
    const hrefs = await hrefsIn(sidebar);
    for (const path of UNLISTED_DOCS) {
      expect(hrefs, path).not.toContain(path);
    }
    // A category of unlisted docs only is hidden as a whole.
    await expect(sidebar.getByText('only-unlisteds')).toHaveCount(0);
    // The sub-category whose index is unlisted stays, for its listed doc, but its label does
    // not link to that index (checked with the other unlisted paths above).
    await expect(sidebar.getByText('Some unlisted: unlisted sub-category')).toBeVisible();
  });

  test('an unlisted doc shows its own place in the sidebar while it is open', async ({page}) => {
    await gotoHydrated(page, '/tests/docs/tests/visibility/only-unlisteds/unlisted1/');
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    await expect(sidebar.getByRole('link', {name: 'Only unlisted: unlisted 1'})).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(sidebar.getByRole('link', {name: 'Only unlisted: unlisted 2'})).toHaveCount(0);
  });

  test('the unlisted post is absent from every list page, the blog sidebar, the archive and the blog tag', async ({
    page,
  }) => {
    const listPages = ['/tests/blog/', ...[2, 3, 4, 5, 6].map((number) => `/tests/blog/page/${number}/`)];
    for (const path of [...listPages, '/tests/blog/tags/blog/', '/tests/blog/tags/blog/page/2/']) {
      await gotoHydrated(page, path);
      const titles = await postTitles(page);
      expect(titles.length, path).toBeGreaterThan(0);
      expect(titles, path).not.toContain('Unlisted blog post');
      expect(await hrefsIn(page.getByRole('main')), path).not.toContain(UNLISTED_POST);
      const blogSidebar = page.getByRole('navigation', {name: 'Blog recent posts navigation'});
      await expect(blogSidebar.getByRole('link', {name: 'Custom reading time'}), path).toBeVisible();
      expect(await hrefsIn(blogSidebar), path).not.toContain(UNLISTED_POST);
    }
    await gotoHydrated(page, '/tests/blog/archive/');
    const archive = page.getByRole('main');
    await expect(archive.getByRole('link', {name: /Custom reading time/})).toBeVisible();
    await expect(archive.getByRole('link', {name: /Unlisted blog post/})).toHaveCount(0);
    expect(await hrefsIn(archive)).not.toContain(UNLISTED_POST);
  });

  test('the sitemap lists site pages but no unlisted doc or post', async ({request}) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]!).pathname,
    );
    expect(locations).toContain('/blog/');
    expect(locations).toContain('/docs/');
    for (const path of [...UNLISTED_DOCS, UNLISTED_POST]) {
      expect(locations, path).not.toContain(path);
    }
  });
});

test.describe('drafts', () => {
  // 404.html is rendered once for every unknown path; under /tests/ the client then shows
  // the custom navbar item that the server render did not have, a difference React
  // recovers from (#418).
  test.use({expectedConsoleError: /the server responded with a status of 404|Minified React error #418/});

  for (const path of [
    '/tests/docs/tests/another-draft/',
    '/tests/docs/tests/visibility/only-drafts/draft1/',
    '/tests/docs/tests/visibility/some-drafts/draft-subcategory/',
    '/tests/blog/draft-post/',
    '/tests/pages/draft/',
  ]) {
    test(`the draft ${path} is not built: the reader gets the 404 page`, async ({page}) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
    });
  }

  test('drafts leave no trace in the sidebar', async ({page}) => {
    await gotoHydrated(page, '/tests/docs/tests/visibility/some-drafts/draft-subcategory/listed1/');
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    await expect(sidebar.getByRole('link', {name: 'Some drafts: listed 1'})).toHaveAttribute('aria-current', 'page');
    await expect(sidebar.getByText('only-drafts')).toHaveCount(0);
    await expect(sidebar.getByText(/draft 1|draft 2|draft 3|Another draft/)).toHaveCount(0);
  });
});

test.describe('tags', () => {
  test('the docs tag list shows the tags of listed docs only, and each tag page lists its docs', async ({page}) => {
    await gotoHydrated(page, '/tests/docs/tags/');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Tags');
    const main = page.getByRole('main');
    const tagLinks = await main
      .getByRole('link')
      .evaluateAll((links) =>
        links
          .filter((link) => link.getAttribute('href')?.startsWith('/tests/docs/tags/'))
          .map((link) => link.firstChild?.textContent ?? ''),
      );
    const names = tagLinks.map((text) => text.trim());
    // `c` is carried by the unlisted index only, `unlisted` by unlisted docs only, `draft` by drafts.
    expect(names.sort()).toEqual(['a', 'b', 'd', 'e', 'listed', 'some-tag', 'visibility']);

    // A tag with a custom permalink.
    await main.getByRole('link', {name: /^d/}).click();
    await expect(page).toHaveURL(/\/tests\/docs\/tags\/d-custom-permalink\/$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('One doc tagged with "d"');
    await expect(main.getByRole('link', {name: 'Standalone doc'})).toHaveAttribute('href', '/tests/docs/standalone/');

    await main.getByRole('link', {name: 'View all tags'}).click();
    await main.getByRole('link', {name: /^visibility/}).click();
    await expect(page).toHaveURL(/\/tests\/docs\/tags\/visibility\/$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('3 docs tagged with "visibility"');
    for (const title of ['Visibility tests', 'Some drafts: listed 1', 'Some unlisted: listed 1']) {
      await expect(main.getByRole('link', {name: title})).toBeVisible();
    }
    await expect(main.getByRole('link', {name: /unlisted \d/})).toHaveCount(0);
  });

  test('the blog tag paginated-tag spans pages of at most 3 posts linked by Newer and Older', async ({page}) => {
    await gotoHydrated(page, '/tests/blog/tags/paginated-tag/');
    const heading = await page.getByRole('heading', {level: 1}).textContent();
    const total = Number(/^(\d+) posts tagged with "paginated-tag"$/.exec(heading ?? '')?.[1]);
    expect(total).toBeGreaterThan(3);
    const pages = await walkPagination(page, '/tests/blog/tags/paginated-tag/');
    expect(pages).toHaveLength(Math.ceil(total / 3));
    expect(pages).toHaveLength(4);
    const posts = pages.flat();
    expect(posts).toHaveLength(total);
  });

  test('the blog tags index lists the tags of listed posts only', async ({page}) => {
    await gotoHydrated(page, '/tests/blog/tags/');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', {name: /^paginated-tag/})).toHaveAttribute(
      'href',
      '/tests/blog/tags/paginated-tag/',
    );
    await expect(main.getByRole('link', {name: /^blog/})).toBeVisible();
    // Carried only by the unlisted post (and the draft, which is not built).
    await expect(main.getByRole('link', {name: /^(visibility|unlisted|draft)/})).toHaveCount(0);
  });
});

test.describe('blog list pagination', () => {
  test('the tests blog spans /page/2/ to /page/6/ with at most 3 posts each, every archived post once', async ({
    page,
  }) => {
    const pages = await walkPagination(page, '/tests/blog/');
    expect(pages).toHaveLength(6);
    const posts = pages.flat();
    expect(new Set(posts).size, 'no post on two pages').toBe(posts.length);

    await gotoHydrated(page, '/tests/blog/archive/');
    const archived = (await hrefsIn(page.getByRole('main'))).filter((href) => href.startsWith('/tests/blog/'));
    expect([...posts].sort()).toEqual([...archived].sort());
    expect(pages).toHaveLength(Math.ceil(archived.length / 3));
  });
});

test.describe('.html slugs', () => {
  // With trailingSlash: true the build gives these routes a slash like every other one:
  // build/tests/docs/dummy.html/index.html and build/tests/blog/x/y/z.html/index.html.
  // A static host asked for the path without the slash finds a folder and redirects.
  for (const {path, title} of [
    {path: '/tests/docs/dummy.html', title: 'Dummy page with an .html slug'},
    {path: '/tests/blog/x/y/z.html', title: 'Post with an .html slug'},
  ]) {
    test(`${path} is served as a folder: with or without its slash the reader lands on the page`, async ({
      page,
      request,
    }) => {
      const withSlash = await request.get(`${path}/`, {maxRedirects: 0});
      expect(withSlash.status()).toBe(200);
      const withoutSlash = await request.get(path, {maxRedirects: 0});
      expect(withoutSlash.status()).toBe(301);
      expect(withoutSlash.headers()['location']).toBe(`${path}/`);

      for (const address of [path, `${path}/`]) {
        await gotoHydrated(page, address);
        await expect(page, address).toHaveURL(new RegExp(`${path.replaceAll('.', '\\.')}/$`));
        await expect(page.getByRole('heading', {level: 1}), address).toHaveText(title);
      }
    });
  }

  test('links to the .html slugs use the URL the build serves', async ({page}) => {
    await gotoHydrated(page, '/tests/docs/doc-with-another-sidebar/');
    await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Dummy page'}).click();
    await expect(page).toHaveURL(/\/tests\/docs\/dummy\.html\/$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Dummy page with an .html slug');

    await gotoHydrated(page, '/tests/blog/tags/blog/');
    await page.getByRole('main').getByRole('link', {name: 'Post with an .html slug', exact: true}).click();
    await expect(page).toHaveURL(/\/tests\/blog\/x\/y\/z\.html\/$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Post with an .html slug');
  });
});

test.describe('table of contents levels', () => {
  test.use({viewport: {width: 1280, height: 800}});

  for (const {fixture, levels} of [
    {fixture: 'toc-2-2', levels: [2]},
    {fixture: 'toc-2-5', levels: [2, 3, 4, 5]},
    {fixture: 'toc-3-5', levels: [3, 4, 5]},
    // Nothing set: the defaults, levels 2 and 3.
    {fixture: 'toc-_-_', levels: [2, 3]},
  ]) {
    test(`${fixture} lists heading levels ${levels.join(', ')} in the desktop table of contents`, async ({page}) => {
      await gotoHydrated(page, `/tests/docs/toc/${fixture}/`);
      const toc = page.locator('.table-of-contents');
      await expect(toc).toBeVisible();
      const found = await toc.getByRole('link').evaluateAll((links) =>
        links.map((link) => {
          const id = decodeURIComponent(link.getAttribute('href')!.slice(1));
          return Number(document.getElementById(id)!.tagName.slice(1));
        }),
      );
      expect([...new Set(found)].sort()).toEqual(levels);
      // The two headings "subsection 2-1" get distinct anchors when level 3 is shown.
      if (levels.includes(3)) {
        const twins = toc.getByRole('link', {name: 'subsection 2-1', exact: true});
        await expect(twins).toHaveCount(2);
        expect(await twins.first().getAttribute('href')).not.toBe(await twins.last().getAttribute('href'));
      }
    });
  }
});

test.describe('tabs', () => {
  test('choosing a tab in one group selects it in every group with the same groupId', async ({page}) => {
    await gotoHydrated(page, '/tests/pages/tabs-tests/');
    const yarnTabs = page.getByRole('tab', {name: 'Yarn', exact: true});
    await expect(yarnTabs).toHaveCount(3);
    await yarnTabs.nth(1).click();
    for (let index = 0; index < 3; index += 1) {
      await expect(yarnTabs.nth(index)).toHaveAttribute('aria-selected', 'true');
    }
    await expect(page.getByText('Yarn selected here too.')).toBeVisible();
    await expect(page.getByText('The third group, synced with the two above.')).toBeHidden();
    // Another groupId is not affected.
    await expect(page.getByRole('tab', {name: 'Linux'})).toHaveAttribute('aria-selected', 'true');
  });

  test('query-string tabs write the choice to the URL, and the URL selects the tab', async ({page}) => {
    await gotoHydrated(page, '/tests/pages/tabs-tests/');
    await page.getByRole('tab', {name: 'macOS'}).click();
    await expect(page).toHaveURL(/[?&]fixture-os=macos(&|#|$)/);
    await expect(page.getByText('On macOS, the same.')).toBeVisible();

    // macOS is now remembered for the group; the URL still wins.
    await gotoHydrated(page, '/tests/pages/tabs-tests/?fixture-os=windows');
    await expect(page.getByRole('tab', {name: 'Windows'})).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', {name: 'macOS'})).toHaveAttribute('aria-selected', 'false');
    await expect(page.getByText('On Windows, the same, with backslashes')).toBeVisible();
  });
});

test.describe('z-index fixture', () => {
  test.use({viewport: {width: 1280, height: 800}});

  test('the test paragraph has z-index 100 and is on top of the page content where it sits', async ({page}) => {
    await gotoHydrated(page, '/tests/pages/z-index-tests/');
    const paragraph = page.locator('#z-index-test');
    await expect(paragraph).toHaveCSS('z-index', '100');
    await expect(paragraph).toHaveCSS('position', 'relative');
    const onTop = await paragraph.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && element.contains(hit);
    });
    expect(onTop).toBe(true);
  });

  test('an open navbar dropdown still covers the z-index 100 paragraph', async ({page}) => {
    await gotoHydrated(page, '/tests/pages/z-index-tests/');
    const navbar = page.getByRole('navigation', {name: 'Main'});
    await navbar.getByRole('button', {name: 'Canary 🚧'}).hover();
    const lastItem = navbar.getByRole('link', {name: 'All versions'});
    await expect(lastItem).toBeVisible();
    const paragraphBox = (await page.locator('#z-index-test').boundingBox())!;
    const itemBox = (await lastItem.boundingBox())!;
    // The menu reaches down over the paragraph: pick a point of the menu inside it.
    const x = itemBox.x + itemBox.width / 2;
    const y = Math.max(
      paragraphBox.y + 5,
      Math.min(itemBox.y + itemBox.height / 2, paragraphBox.y + paragraphBox.height - 5),
    );
    expect(x).toBeGreaterThan(paragraphBox.x);
    expect(x).toBeLessThan(paragraphBox.x + paragraphBox.width);
    const hit = await page.evaluate(
      ([pointX, pointY]) => {
        const element = document.elementFromPoint(pointX!, pointY!);
        return {
          inMenu: Boolean(element?.closest('.dropdown__menu')),
          inParagraph: Boolean(element?.closest('#z-index-test')),
        };
      },
      [x, y],
    );
    expect(hit).toEqual({inMenu: true, inParagraph: false});
  });
});

test.describe('navbar dropdown fixture', () => {
  test('on the page with #navbar-dropdown-tests the locale dropdown is followed by the colour toggle', async ({
    page,
  }) => {
    await gotoHydrated(page, '/tests/pages/navbar-dropdown-tests/');
    await expect(page.locator('#navbar-dropdown-tests')).toBeVisible();
    const navbar = page.getByRole('navigation', {name: 'Main'});
    await expect(navbar.getByRole('link', {name: 'GitHub repository'})).toBeHidden();
    await navbar.getByRole('button', {name: 'English'}).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', {name: /^Colour mode: /})).toBeFocused();
  });

  test('elsewhere the GitHub link sits between the locale dropdown and the colour toggle', async ({page}) => {
    await gotoHydrated(page, '/tests/pages/');
    const navbar = page.getByRole('navigation', {name: 'Main'});
    const github = navbar.getByRole('link', {name: 'GitHub repository'});
    await expect(github).toBeVisible();
    await navbar.getByRole('button', {name: 'English'}).focus();
    await page.keyboard.press('Tab');
    await expect(github).toBeFocused();
  });
});

test.describe('hydration fixture', () => {
  test('the hydration test page hydrates with no console warning or error about a mismatch', async ({page}) => {
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') {
        messages.push(`${message.type()}: ${message.text()}`);
      }
    });
    await gotoHydrated(page, '/tests/pages/hydration-tests/');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Hydration tests');
    const main = page.getByRole('main');
    await expect(main.getByText('there are 3 fixture instances, namely docs, blog and pages.')).toBeVisible();
    await expect(main.getByRole('link', {name: 'link tests'})).toHaveAttribute('href', '/tests/pages/link-tests/');
    // A client-side route change after hydration proves React owns the page.
    await main.getByRole('link', {name: 'the docs tests'}).click();
    await expect(page).toHaveURL(/\/tests\/docs\/$/);
    expect(
      messages.filter((message) =>
        /hydrat|mismatch|did not match|Minified React error #4(18|19|21|22|23|25)/i.test(message),
      ),
    ).toEqual([]);
  });
});

test.describe('custom reading time', () => {
  test('the tests blog counts 5 words a minute, far more minutes than the default speed would give', async ({page}) => {
    await gotoHydrated(page, '/tests/blog/2024/03/20/reading-time/');
    const article = page.getByRole('article');
    const readingTime = await article
      .locator('header')
      .getByText(/min read/)
      .textContent();
    const minutes = Number(/(\d+) min read/.exec(readingTime ?? '')?.[1]);
    const words = (await article.locator('.markdown').innerText()).split(/\s+/).filter(Boolean).length;
    expect(words).toBeGreaterThan(100);
    // 5 words a minute, within the difference between the Markdown source and the page text.
    expect(minutes).toBeGreaterThanOrEqual(Math.floor((words / 5) * 0.9));
    expect(minutes).toBeLessThanOrEqual(Math.ceil((words / 5) * 1.2));
    // The default speed (200 words a minute) would give a tenth of that or less.
    expect(minutes).toBeGreaterThanOrEqual(10 * Math.ceil(words / 200));
  });

  test('a post with hide_reading_time shows no reading time', async ({page}) => {
    await gotoHydrated(page, '/tests/blog/2021/10/07/blog-post-mdx-feed-tests/');
    const header = page.getByRole('article').locator('header');
    await expect(header.getByRole('heading', {level: 1})).toHaveText('Blog post MDX feed tests');
    await expect(header.getByText(/min read/)).toHaveCount(0);
  });
});

test.describe('category links in the docs sidebar', () => {
  test('categories link to their index doc or generated index, or are plain toggles', async ({page}) => {
    await gotoHydrated(page, '/tests/docs/tests/category-links/');
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    const link = (name: string) => sidebar.getByRole('link', {name, exact: true});
    const expectedLinks: [label: string, href: string][] = [
      // _category_.json sets a generated index with its own slug; the readme is a plain item.
      ['Category Links', '/tests/docs/category-links-generated-index-slug/'],
      ['Category links readme', '/tests/docs/tests/category-links/'],
      // intro.mdx is an index only through the site's own isCategoryIndex.
      ['Custom index convention', '/tests/docs/tests/category-links/custom-index-convention/intro/'],
      ['Doc named like its category', '/tests/docs/tests/category-links/with-category-name-doc/'],
      ['Category with an index doc', '/tests/docs/tests/category-links/with-index-doc/'],
      ['Category with a README doc', '/tests/docs/tests/category-links/with-readme-doc/'],
      // A category with only an index doc becomes a plain doc link, with nothing to expand.
      ['Category without sub-docs', '/tests/docs/tests/category-links/no-subdoc/'],
    ];
    for (const [label, href] of expectedLinks) {
      await expect(link(label)).toHaveAttribute('href', href);
    }
    await expect(
      sidebar.getByRole('button', {name: /Expand sidebar category 'Category without sub-docs'/}),
    ).toHaveCount(0);
    // No index doc, or `link: null`: the label only opens the category.
    for (const name of ['regular-category', 'no-index-doc']) {
      await expect(sidebar.getByRole('button', {name, exact: true})).toBeVisible();
      await expect(link(name)).toHaveCount(0);
    }
    await sidebar.getByRole('button', {name: 'no-index-doc', exact: true}).click();
    await expect(link('Index without category link')).toHaveAttribute(
      'href',
      '/tests/docs/tests/category-links/no-index-doc/',
    );
  });

  test('a category link opens its page and the category', async ({page}) => {
    await gotoHydrated(page, '/tests/docs/tests/category-links/');
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    await sidebar.getByRole('link', {name: 'Custom index convention', exact: true}).click();
    await expect(page).toHaveURL(/\/custom-index-convention\/intro\/$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Custom index convention');
    await expect(sidebar.getByRole('link', {name: 'Sample doc of custom-index-convention'})).toBeVisible();

    await sidebar.getByRole('link', {name: 'Category Links', exact: true}).click();
    await expect(page).toHaveURL(/\/tests\/docs\/category-links-generated-index-slug\/$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Category links tests');
  });
});

test.describe('error boundary fixture', () => {
  // The buttons throw on purpose; React reports each caught error in the console.
  test.use({expectedConsoleError: /Crash caught by the boundary with a custom fallback|Crash with a chained cause/});

  test('a crash inside a local boundary shows its fallback, and Try again recovers', async ({page}) => {
    await gotoHydrated(page, '/tests/pages/error-boundary-tests/');
    const section = page.locator('section', {
      has: page.getByRole('heading', {name: 'Boundary with a custom fallback'}),
    });
    await section.getByRole('button', {name: 'Crash this component'}).click();
    await expect(section.getByRole('alert')).toHaveText(
      /Caught by the local boundary: Crash caught by the boundary with a custom fallback/,
    );
    // Only that box changed: the rest of the page is still there.
    await expect(page.getByRole('heading', {level: 1, name: 'Error boundary tests'})).toBeVisible();
    await expect(page.getByRole('button', {name: 'Crash this component'})).toHaveCount(3);
    await section.getByRole('button', {name: 'Try again'}).click();
    await expect(section.getByRole('alert')).toHaveCount(0);
    await expect(section.getByRole('button', {name: 'Crash this component'})).toBeVisible();
  });

  test('a crash with a cause shows the message, then "Cause:" and the message of the cause', async ({page}) => {
    await gotoHydrated(page, '/tests/pages/error-boundary-tests/');
    const section = page.locator('section', {has: page.getByRole('heading', {name: 'Error with a cause'})});
    await section.getByRole('button', {name: 'Crash this component'}).click();
    await expect(section).toContainText('Crash with a chained cause: the component could not render');
    const text = await section.innerText();
    const message = text.indexOf('Crash with a chained cause: the component could not render');
    const cause = text.indexOf('Cause:', message);
    expect(cause).toBeGreaterThan(message);
    expect(text.indexOf('The cause of the crash: the data it needed was missing', cause)).toBeGreaterThan(cause);
    await section.getByRole('button', {name: 'Try again'}).click();
    await expect(section.getByRole('button', {name: 'Crash this component'})).toBeVisible();
  });
});
