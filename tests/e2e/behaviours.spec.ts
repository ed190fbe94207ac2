// Reader-facing behaviours of spec sections 4 and 9, one describe per numbered line of
// the issue that asked for them (see the README's test map).
import {test, expect, gotoHydrated} from './fixtures';
import type {Locator, Page} from '@playwright/test';
import {ANNOUNCEMENT_DISMISS_KEY, ANNOUNCEMENT_ID_KEY, themeColorsKey} from '../../src/utils/storageKeys';

const theme = (page: Page) => page.locator('html');
const colorToggle = (page: Page) => page.getByRole('button', {name: /^Colour mode: /});

async function pressToggleUntil(page: Page, mode: 'light' | 'dark'): Promise<void> {
  for (let presses = 0; presses < 2 && (await theme(page).getAttribute('data-theme')) !== mode; presses += 1) {
    await colorToggle(page).click();
  }
  await expect(theme(page)).toHaveAttribute('data-theme', mode);
}

test.describe('1. colour mode', () => {
  test('starts light when nothing is stored and the system is light', async ({browser}) => {
    const context = await browser.newContext({colorScheme: 'light'});
    const page = await context.newPage();
    await gotoHydrated(page, '/');
    await expect(theme(page)).toHaveAttribute('data-theme', 'light');
    await context.close();
  });

  test('follows a dark system preference when nothing is stored', async ({browser}) => {
    const context = await browser.newContext({colorScheme: 'dark'});
    const page = await context.newPage();
    await gotoHydrated(page, '/');
    await expect(theme(page)).toHaveAttribute('data-theme', 'dark');
    await context.close();
  });

  for (const system of ['light', 'dark'] as const) {
    const other = system === 'light' ? 'dark' : 'light';
    test(`with a ${system} system, every press changes the mode and the third comes back to the system`, async ({
      browser,
    }) => {
      const context = await browser.newContext({colorScheme: system});
      const page = await context.newPage();
      await gotoHydrated(page, '/');
      const status = page.getByRole('status').filter({hasText: /mode/});
      await expect(colorToggle(page)).toHaveAccessibleName(
        `Colour mode: following the system (${system} mode). Switch to ${other} mode`,
      );
      await colorToggle(page).click();
      await expect(theme(page)).toHaveAttribute('data-theme', other);
      await expect(status).toHaveText(`${other === 'dark' ? 'Dark' : 'Light'} mode on`);
      await expect(colorToggle(page)).toHaveAccessibleName(
        `Colour mode: ${other} mode. Switch to following the system (${system} mode)`,
      );
      await colorToggle(page).click();
      await expect(theme(page)).toHaveAttribute('data-theme', system);
      await expect(status).toHaveText(`Colour mode follows the system: ${system} mode`);
      await colorToggle(page).click();
      await expect(theme(page)).toHaveAttribute('data-theme', other);
      await context.close();
    });
  }

  test('a mode chosen while the system was in the other one can still be switched in one press', async ({browser}) => {
    const context = await browser.newContext({colorScheme: 'light'});
    const page = await context.newPage();
    await gotoHydrated(page, '/');
    await colorToggle(page).click();
    await expect(theme(page)).toHaveAttribute('data-theme', 'dark');
    // The system turns dark too (say, at nightfall): the pinned dark mode now matches it.
    await page.emulateMedia({colorScheme: 'dark'});
    await expect(colorToggle(page)).toHaveAccessibleName('Colour mode: dark mode. Switch to light mode');
    await colorToggle(page).click();
    await expect(theme(page)).toHaveAttribute('data-theme', 'light');
    await context.close();
  });

  test('a choice made in one tab reaches another open tab', async ({context}) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await gotoHydrated(first, '/');
    await gotoHydrated(second, '/docs/');
    await expect(theme(second)).toHaveAttribute('data-theme', 'light');
    await pressToggleUntil(first, 'dark');
    await expect(theme(second)).toHaveAttribute('data-theme', 'dark');
  });

  test('the colour generator keeps its colours in session storage, separately per mode', async ({page}) => {
    await gotoHydrated(page, '/docs/styling-layout/');
    const generator = page.getByRole('region', {name: 'Theme colour generator'});
    await generator.getByRole('radio', {name: 'Light mode'}).check();
    await generator.getByRole('textbox', {name: 'Primary colour', exact: true}).fill('#3355aa');
    await generator.getByRole('radio', {name: 'Dark mode'}).check();
    await generator.getByRole('textbox', {name: 'Primary colour', exact: true}).fill('#88aaff');
    const stored = await page.evaluate(
      (keys) => ({
        light: sessionStorage.getItem(keys.light),
        dark: sessionStorage.getItem(keys.dark),
      }),
      {light: themeColorsKey('light'), dark: themeColorsKey('dark')},
    );
    expect(JSON.parse(stored.light ?? '{}').primary).toBe('#3355aa');
    expect(JSON.parse(stored.dark ?? '{}').primary).toBe('#88aaff');
    // Light mode is showing, so the light palette is applied to the live page.
    const applied = await page.evaluate(() => document.documentElement.style.getPropertyValue('--ifm-color-primary'));
    expect(applied).toBe('#3355aa');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(generator.getByRole('textbox', {name: 'Primary colour', exact: true})).toHaveValue('#3355aa');
  });
});

test.describe('2. announcement bar', () => {
  /** Stores a dismissal of the bar with this id, under the theme's (namespaced) storage keys. */
  async function storeDismissal(page: Page, id: string): Promise<void> {
    await gotoHydrated(page, '/docs/');
    await page.evaluate(
      ({barId, idPrefix, dismissPrefix}) => {
        const keys = Object.keys(localStorage);
        const idKey = keys.find((key) => key.startsWith(idPrefix));
        const dismissKey = keys.find((key) => key.startsWith(dismissPrefix));
        if (!idKey || !dismissKey) {
          throw new Error(`announcement keys not found in ${keys.join(', ')}`);
        }
        localStorage.setItem(idKey, barId);
        localStorage.setItem(dismissKey, 'true');
      },
      {barId: id, idPrefix: ANNOUNCEMENT_ID_KEY, dismissPrefix: ANNOUNCEMENT_DISMISS_KEY},
    );
  }

  test('a bar with a new id shows again after an older one was dismissed', async ({page}) => {
    await storeDismissal(page, 'announcementBar-v3.1');
    await page.reload();
    await expect(page.getByRole('region', {name: 'Announcement'})).toContainText('Docusaurus v3.2');
  });

  test('the same id stays dismissed', async ({page}) => {
    await storeDismissal(page, 'announcementBar-v3.2');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.getByRole('region', {name: 'Announcement'})).toHaveCount(0);
  });
});

/** Two wheel steps over the content: the theme compares each scroll position with the last. */
async function scrollDown(page: Page): Promise<void> {
  await page.mouse.move(640, 450);
  await page.mouse.wheel(0, 300);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await page.mouse.wheel(0, 300);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
}

test.describe('3. navbar hides on scroll', () => {
  test('hides when scrolling down past its height and shows when scrolling up', async ({page}) => {
    await gotoHydrated(page, '/docs/deployment/');
    const navbar = page.getByRole('navigation', {name: 'Main'});
    await expect(navbar).toBeInViewport();
    await scrollDown(page);
    await expect(navbar).not.toBeInViewport();
    await page.mouse.wheel(0, -200);
    await expect(navbar).toBeInViewport();
  });

  test('near the end of the page, an upward bounce does not bring it back', async ({page}) => {
    // The theme ignores upward scrolls that end at the bottom of the page, which is what
    // rubber-band scrolling produces on touch pads and phones.
    await gotoHydrated(page, '/docs/deployment/');
    const navbar = page.getByRole('navigation', {name: 'Main'});
    await scrollDown(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(navbar).not.toBeInViewport();
    await page.evaluate(() => window.scrollBy(0, -5));
    await page.waitForTimeout(300);
    await expect(navbar).not.toBeInViewport();
    await page.mouse.wheel(0, -400);
    await expect(navbar).toBeInViewport();
  });

  test('jumping to a hash anchor hides it', async ({page}) => {
    await gotoHydrated(page, '/docs/deployment/');
    const navbar = page.getByRole('navigation', {name: 'Main'});
    await page.locator('.table-of-contents').getByRole('link', {name: 'Deploying to Netlify'}).click();
    await expect(page).toHaveURL(/#deploying-to-netlify$/);
    await expect(navbar).not.toBeInViewport();
    // Back within its own height of the top, it shows again, whatever the direction.
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect(navbar).toBeInViewport();
  });
});

test.describe('4. mobile sidebar', () => {
  test.use({viewport: {width: 800, height: 900}});

  const toggle = (page: Page) => page.getByRole('button', {name: 'Toggle navigation bar'});
  const sidebar = (page: Page) => page.locator('.navbar-sidebar');

  test('opens and closes', async ({page}) => {
    await gotoHydrated(page, '/');
    await toggle(page).click();
    await expect(sidebar(page).getByRole('link', {name: 'Blog', exact: true})).toBeVisible();
    await page.getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(sidebar(page).getByRole('link', {name: 'Blog', exact: true})).toBeHidden();
  });

  test('closes when the window grows past 996 px', async ({page}) => {
    await gotoHydrated(page, '/');
    await toggle(page).click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    await page.setViewportSize({width: 1200, height: 900});
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  });

  test('back and forward close it, and the page stays where it is', async ({page}) => {
    // Like a dialog on a phone: the history step closes the menu instead of leaving the page.
    const url = (path: string) => new RegExp(`^http://[^/]+${path}$`);
    await gotoHydrated(page, '/');
    await toggle(page).click();
    await sidebar(page).getByRole('link', {name: 'Blog', exact: true}).click();
    await expect(page).toHaveURL(url('/blog/'));
    await toggle(page).click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    await page.goBack();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    await expect(page).toHaveURL(url('/blog/'));
    // With the menu closed, Back leaves the page as usual; then Forward, with the menu open.
    await page.goBack();
    await expect(page).toHaveURL(url('/'));
    await toggle(page).click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    await page.goForward();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    await expect(page).toHaveURL(url('/'));
  });

  test('on docs pages shows the docs sidebar with a way back to the main menu', async ({page}) => {
    await gotoHydrated(page, '/docs/installation/');
    await toggle(page).click();
    await expect(sidebar(page).getByRole('link', {name: 'Installation', exact: true})).toBeVisible();
    await sidebar(page).getByRole('button', {name: '← Back to main menu'}).click();
    await expect(sidebar(page).getByRole('link', {name: 'Showcase', exact: true})).toBeVisible();
  });
});

test.describe('5. dropdowns', () => {
  /** The navbar dropdowns of the site: the version dropdown, and the locale dropdown on its fixture page. */
  const dropdowns = [
    {kind: 'version', path: '/docs/', button: 'Canary 🚧', item: /^3\.1\.1$/},
    // An external link: its name ends with '(opens in new tab)'.
    {kind: 'locale', path: '/tests/pages/navbar-dropdown-tests/', button: 'English', item: /^Help Us Translate/},
  ];

  for (const dropdown of dropdowns) {
    const navbar = (page: Page) => page.getByRole('navigation', {name: 'Main'});
    const button = (page: Page) => navbar(page).getByRole('button', {name: dropdown.button, exact: true});
    const item = (page: Page) => navbar(page).getByRole('link', {name: dropdown.item});

    /** Opens the dropdown from the keyboard, as a reader without a mouse would. */
    async function openWithEnter(page: Page): Promise<void> {
      await button(page).focus();
      await page.keyboard.press('Enter');
      await expect(item(page)).toBeVisible();
      await expect(button(page)).toHaveAttribute('aria-expanded', 'true');
    }

    test(`${dropdown.kind}: Enter toggles, and a click outside closes`, async ({page}) => {
      await gotoHydrated(page, dropdown.path);
      await openWithEnter(page);
      await page.mouse.click(400, 500);
      await expect(item(page)).toBeHidden();
      await openWithEnter(page);
      await page.keyboard.press('Enter');
      await expect(item(page)).toBeHidden();
      await expect(button(page)).toHaveAttribute('aria-expanded', 'false');
    });

    test(`${dropdown.kind}: closes when focus leaves it`, async ({page}) => {
      await gotoHydrated(page, dropdown.path);
      await openWithEnter(page);
      // Tab through the items and out of the dropdown.
      for (let step = 0; step < 20; step += 1) {
        await page.keyboard.press('Tab');
        if (await page.evaluate(() => !document.activeElement?.closest('.dropdown'))) {
          break;
        }
      }
      await expect(item(page)).toBeHidden();
    });

    test.describe('on a touch screen', () => {
      test.use({hasTouch: true});

      test(`${dropdown.kind}: a touch outside closes it`, async ({page}) => {
        await gotoHydrated(page, dropdown.path);
        await openWithEnter(page);
        // Only the start of a touch, so that no mouse event the browser derives from a
        // complete tap can be what closes the dropdown.
        const client = await page.context().newCDPSession(page);
        const touchPoints = [{x: 400, y: 500}];
        await client.send('Input.dispatchTouchEvent', {type: 'touchStart', touchPoints});
        await expect(item(page)).toBeHidden();
        await expect(button(page)).toHaveAttribute('aria-expanded', 'false');
        await client.send('Input.dispatchTouchEvent', {type: 'touchEnd', touchPoints: []});
      });
    });
  }

  test('on mobile, a dropdown is collapsed unless one of its items is active', async ({page}) => {
    await page.setViewportSize({width: 800, height: 900});
    const sidebar = page.locator('.navbar-sidebar');
    await gotoHydrated(page, '/blog/');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(sidebar.getByRole('link', {name: 'Help Us Translate'})).toBeHidden();
    await expect(sidebar.getByRole('link', {name: 'All versions'})).toBeHidden();
    // On the versions page, the version dropdown's 'All versions' item is the active page.
    await gotoHydrated(page, '/versions/');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(sidebar.getByRole('link', {name: 'All versions'})).toBeVisible();
    await expect(sidebar.getByRole('link', {name: 'Help Us Translate'})).toBeHidden();
  });
});

test.describe('6. collapsible sections', () => {
  type Transition = {transition: string; height: string};

  /**
   * Notes every transition that the theme writes on the element matching `selector` inside
   * `container`, from now on. The element may not exist yet: collapsed categories render
   * their list only when first opened.
   */
  async function recordTransitions(container: Locator, selector: string): Promise<void> {
    await container.evaluate((root: HTMLElement, targetSelector: string) => {
      const seen: Transition[] = [];
      (window as unknown as {transitions: Transition[]}).transitions = seen;
      const note = (style: CSSStyleDeclaration): void => {
        if (!style.transition) return;
        const last = seen.at(-1);
        const now = {transition: style.transition, height: style.height};
        if (!last || last.transition !== now.transition || last.height !== now.height) seen.push(now);
      };
      // Several style writes can happen before the observer runs: each record's old value
      // holds the state between two of them, so none is missed.
      const scratch = document.createElement('div');
      new MutationObserver((records) => {
        const target = root.querySelector(targetSelector);
        for (const record of records) {
          if (record.target !== target || record.attributeName !== 'style') continue;
          scratch.setAttribute('style', record.oldValue ?? '');
          note(scratch.style);
        }
        if (target instanceof HTMLElement) note(target.style);
      }).observe(root, {
        attributes: true,
        attributeOldValue: true,
        subtree: true,
        childList: true,
        attributeFilter: ['style'],
      });
    }, selector);
  }

  /** The transitions recorded since the last call. */
  const takeRecorded = (page: Page) =>
    page.evaluate(() => (window as unknown as {transitions: Transition[]}).transitions.splice(0));

  /** The duration the theme derives from the height of what opens or closes, in ms. */
  function expectedDuration(heightPx: number): number {
    const constant = heightPx / 36;
    return Math.round((4 + 15 * constant ** 0.25 + constant / 5) * 10);
  }

  /** Opens the 'Advanced Guides' category and returns the transitions its list went through. */
  async function openCategoryAndRecordTransitions(page: Page): Promise<Transition[]> {
    await gotoHydrated(page, '/docs/installation/');
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    const category = sidebar.locator('li.menu__list-item', {
      has: page.getByRole('link', {name: 'Advanced Guides', exact: true}),
    });
    await recordTransitions(category, ':scope > ul');
    await sidebar.getByRole('button', {name: /Expand sidebar category 'Advanced Guides'/}).click();
    await expect(sidebar.getByRole('link', {name: 'Architecture', exact: true})).toBeVisible();
    return takeRecorded(page);
  }

  /** Opens and closes a details block of the Markdown features page; returns its transitions each way. */
  async function toggleDetailsAndRecordTransitions(
    page: Page,
  ): Promise<{opening: Transition[]; closing: Transition[]}> {
    await gotoHydrated(page, '/docs/markdown-features/');
    const summary = page.getByText('Why does my build fail on a stray curly brace?', {exact: true}).last();
    const details = page.locator('details', {has: summary}).last();
    const answer = details.getByText('MDX reads a curly brace as the start of a JavaScript expression.');
    await recordTransitions(details, ':scope > div');
    await summary.click();
    await expect(answer).toBeVisible();
    await expect(details).toHaveAttribute('open', '');
    const opening = await takeRecorded(page);
    await summary.click();
    await expect(answer).toBeHidden();
    await expect(details).not.toHaveAttribute('open');
    return {opening, closing: await takeRecorded(page)};
  }

  /**
   * The theme starts each animation from the content's full height in px (then moves to 0 or
   * 'auto'); at that step the duration must be the one this height calls for.
   */
  function expectHeightTransitions(transitions: Transition[], duration = expectedDuration): void {
    const starts = transitions.filter(({height}) => Number.parseFloat(height) > 0);
    expect(starts.length).toBeGreaterThan(0);
    for (const {transition, height} of starts) {
      expect(transition).toBe(`height ${duration(Number.parseFloat(height))}ms ease-in-out`);
    }
  }

  const oneMillisecond = () => 1;

  test('a sidebar category animates open, over a duration computed from its height', async ({page}) => {
    const transitions = await openCategoryAndRecordTransitions(page);
    expectHeightTransitions(transitions);
  });

  test('a details block animates open and closed, over a duration computed from its height', async ({page}) => {
    const {opening, closing} = await toggleDetailsAndRecordTransitions(page);
    expectHeightTransitions(opening);
    expectHeightTransitions(closing);
  });

  test.describe('when the reader prefers reduced motion', () => {
    test.use({reducedMotion: 'reduce'});

    test('a sidebar category takes 1 ms', async ({page}) => {
      expectHeightTransitions(await openCategoryAndRecordTransitions(page), oneMillisecond);
    });

    test('a details block takes 1 ms both ways', async ({page}) => {
      const {opening, closing} = await toggleDetailsAndRecordTransitions(page);
      expectHeightTransitions(opening, oneMillisecond);
      expectHeightTransitions(closing, oneMillisecond);
    });
  });
});

test.describe('10. custom navbar item', () => {
  test('shows a button that raises an alert on /tests pages only', async ({page}) => {
    await gotoHydrated(page, '/docs/');
    await expect(page.getByRole('button', {name: 'Custom navbar item'})).toHaveCount(0);
    await gotoHydrated(page, '/tests/');
    const dialogMessage = new Promise<string>((resolve) => {
      page.once('dialog', async (dialog) => {
        resolve(dialog.message());
        await dialog.accept();
      });
    });
    await page.getByRole('button', {name: 'Custom navbar item'}).click();
    expect(await dialogMessage).toContain('custom navbar item');
  });
});

test.describe('11. deploy-preview logging', () => {
  test('is off by default: route changes log nothing', async ({page}) => {
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    await gotoHydrated(page, '/');
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Blog', exact: true}).click();
    await expect(page).toHaveURL(/\/blog\/$/);
    expect(logs.filter((line) => line.includes('[route'))).toEqual([]);
  });
});

test.describe('15. storage unavailable', () => {
  test.use({expectedConsoleError: /storage/i});

  test('the site still renders with a warning, and toggles work for the session only', async ({page}) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (/storage/i.test(message.text())) {
        warnings.push(message.text());
      }
    });
    await page.addInitScript(() => {
      for (const name of ['localStorage', 'sessionStorage'] as const) {
        Object.defineProperty(window, name, {
          configurable: true,
          get() {
            throw new DOMException('Storage is disabled', 'SecurityError');
          },
        });
      }
    });
    await gotoHydrated(page, '/docs/installation/');
    await expect(page.getByRole('heading', {level: 1, name: 'Installation'})).toBeVisible();
    expect(warnings.some((text) => /storage is not available/i.test(text))).toBe(true);
    // Both toggles work within the visit...
    await pressToggleUntil(page, 'dark');
    await page.getByRole('button', {name: 'Close'}).click();
    await expect(page.getByRole('region', {name: 'Announcement'})).toHaveCount(0);
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Blog', exact: true}).click();
    await expect(page).toHaveURL(/\/blog\/$/);
    await expect(theme(page)).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('region', {name: 'Announcement'})).toHaveCount(0);
    // ...and nothing was kept: a new page load starts from the defaults again.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(theme(page)).toHaveAttribute('data-theme', 'light');
    await expect(page.getByRole('region', {name: 'Announcement'})).toBeVisible();
  });
});

test.describe('18. constants', () => {
  test('996 px is the desktop breakpoint', async ({page}) => {
    await page.setViewportSize({width: 997, height: 800});
    await gotoHydrated(page, '/');
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
    await page.setViewportSize({width: 996, height: 800});
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeVisible();
  });

  /** The animations running on the page loader's spinner, as the browser computes them. */
  async function spinnerAnimations(page: Page): Promise<{name: string; duration: string}[]> {
    await gotoHydrated(page, '/tests/pages/page-loader-tests/');
    const spinner = page.getByRole('region', {name: 'The states side by side'}).getByRole('status');
    await expect(spinner).toHaveText('Loading…');
    return spinner.locator('circle').evaluateAll((circles) =>
      circles.map((circle) => {
        const style = getComputedStyle(circle);
        return {name: style.animationName, duration: style.animationDuration};
      }),
    );
  }

  test('the page loader spinner cycles every 3 seconds', async ({page}) => {
    const animations = await spinnerAnimations(page);
    const rings = animations.filter(({name}) => name.includes('ripple'));
    expect(rings).toHaveLength(2);
    expect(rings.every(({duration}) => duration === '3s')).toBe(true);
  });

  test.describe('when the reader prefers reduced motion', () => {
    test.use({reducedMotion: 'reduce'});

    test('the page loader spinner stands still', async ({page}) => {
      const animations = await spinnerAnimations(page);
      expect(animations.length).toBeGreaterThan(0);
      expect(animations.every(({name}) => name === 'none')).toBe(true);
    });
  });

  test('the smooth-scroll fallback moves 85% of the remaining distance per frame', async ({page}) => {
    // The theme scrolls with its own animation unless the page sets scroll-behavior:
    // smooth, which this site does not: Back to top uses that animation.
    await gotoHydrated(page, '/docs/api/docusaurus-config/');
    await page.mouse.move(600, 400);
    await page.mouse.wheel(0, 5000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(3000);
    await page.mouse.wheel(0, -200);
    const backToTop = page.getByRole('button', {name: 'Scroll back to top'});
    await expect(backToTop).toBeVisible();
    // Wait for the wheel scrolling to settle, then note each position the animation reaches.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            new Promise((resolve) => {
              const before = window.scrollY;
              setTimeout(() => resolve(window.scrollY === before), 150);
            }),
        ),
      )
      .toBe(true);
    await page.evaluate(() => {
      const positions = [window.scrollY];
      (window as unknown as {positions: number[]}).positions = positions;
      window.addEventListener('scroll', () => positions.push(window.scrollY));
    });
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const positions = await page.evaluate(() => (window as unknown as {positions: number[]}).positions);
    // Each frame keeps floor(85%) of the distance left, so successive positions shrink by
    // that ratio (checked while the distance is large enough for rounding not to matter).
    const steps = positions.slice(1).map((position, index) => ({from: positions[index]!, to: position}));
    const measurable = steps.filter(({from}) => from > 200);
    expect(measurable.length).toBeGreaterThan(5);
    for (const {from, to} of measurable) {
      expect(to).toBe(Math.floor(from * 0.85));
    }
  });
});

test.describe('19. prefetching and the connection', () => {
  /** Makes the page see a connection with these properties (the Network Information API). */
  async function emulateConnection(page: Page, connection: {effectiveType: string; saveData: boolean}) {
    await page.addInitScript((value) => {
      Object.defineProperty(Navigator.prototype, 'connection', {configurable: true, get: () => value});
    }, connection);
  }

  /**
   * Opens a doc, hovers a sidebar link to another page and lets the network settle; returns
   * the prefetch links added and the scripts requested after hydration.
   */
  async function prefetchesAfterHover(page: Page): Promise<{prefetchLinks: number; lateScripts: string[]}> {
    const lateScripts: string[] = [];
    let hydrated = false;
    page.on('request', (request) => {
      // The service worker's registration starts once the page has hydrated and the browser
      // is idle (src/clientModules/deferredServiceWorker.ts), on every connection, and with
      // data saving on it loads Workbox (offline mode): that is not a prefetch of a page.
      const serviceWorkerCode = /\/(?:register-sw|node_modules_workbox-window_[^/]*)\.[0-9a-f]+\.js$/.test(
        request.url(),
      );
      if (hydrated && request.url().endsWith('.js') && !serviceWorkerCode) lateScripts.push(request.url());
    });
    await gotoHydrated(page, '/docs/installation/');
    hydrated = true;
    await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Configuration'}).hover();
    await page.waitForLoadState('networkidle');
    const prefetchLinks = await page.locator('head link[rel="prefetch"]').count();
    return {prefetchLinks, lateScripts};
  }

  test('on an ordinary connection, links in view and hovered are prefetched', async ({page}) => {
    await emulateConnection(page, {effectiveType: '4g', saveData: false});
    const {prefetchLinks, lateScripts} = await prefetchesAfterHover(page);
    expect(prefetchLinks).toBeGreaterThan(0);
    expect(lateScripts.length).toBeGreaterThan(0);
  });

  for (const [name, connection] of [
    ['with data saving on', {effectiveType: '4g', saveData: true}],
    ['on a 2G connection', {effectiveType: '2g', saveData: false}],
    ['on a slow 2G connection', {effectiveType: 'slow-2g', saveData: false}],
  ] as const) {
    test(`${name}, nothing is prefetched or preloaded`, async ({page}) => {
      await emulateConnection(page, connection);
      const {prefetchLinks, lateScripts} = await prefetchesAfterHover(page);
      expect(prefetchLinks).toBe(0);
      expect(lateScripts).toEqual([]);
    });
  }
});
