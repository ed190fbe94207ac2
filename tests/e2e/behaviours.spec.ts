// Reader-facing behaviours of spec sections 4 and 9, one describe per numbered line of
// the issue that asked for them (see the README's test map).
import {test, expect, gotoHydrated} from './fixtures';
import type {Page} from '@playwright/test';

const theme = (page: Page) => page.locator('html');
const colorToggle = (page: Page) => page.getByRole('button', {name: /Switch between dark and light mode/});

async function pressToggleUntil(page: Page, mode: 'light' | 'dark'): Promise<void> {
  for (let presses = 0; presses < 3 && (await theme(page).getAttribute('data-theme')) !== mode; presses += 1) {
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
    const stored = await page.evaluate(() => ({
      light: sessionStorage.getItem('site.colorGenerator.light'),
      dark: sessionStorage.getItem('site.colorGenerator.dark'),
    }));
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
    await page.evaluate((barId) => {
      const keys = Object.keys(localStorage);
      const idKey = keys.find((key) => key.startsWith('docusaurus.announcement.id'));
      const dismissKey = keys.find((key) => key.startsWith('docusaurus.announcement.dismiss'));
      if (!idKey || !dismissKey) {
        throw new Error(`announcement keys not found in ${keys.join(', ')}`);
      }
      localStorage.setItem(idKey, barId);
      localStorage.setItem(dismissKey, 'true');
    }, id);
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

  test('closes on back and forward navigation', async ({page}) => {
    await gotoHydrated(page, '/');
    await toggle(page).click();
    await sidebar(page).getByRole('link', {name: 'Blog', exact: true}).click();
    await expect(page).toHaveURL(/\/blog\/$/);
    await toggle(page).click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
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
  const versionButton = (page: Page) =>
    page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: 'Canary 🚧'});
  const dropdownItem = (page: Page) =>
    page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: '3.1.1', exact: true});

  test('Enter toggles, and a click outside closes', async ({page}) => {
    await gotoHydrated(page, '/docs/');
    await versionButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(dropdownItem(page)).toBeVisible();
    await page.mouse.click(400, 500);
    await expect(dropdownItem(page)).toBeHidden();
    await versionButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(dropdownItem(page)).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(dropdownItem(page)).toBeHidden();
  });

  test('closes when focus leaves it', async ({page}) => {
    await gotoHydrated(page, '/docs/');
    await versionButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(dropdownItem(page)).toBeVisible();
    // Tab through the items and out of the dropdown.
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(dropdownItem(page)).toBeHidden();
  });

  test('on mobile, a dropdown is collapsed unless one of its items is active', async ({page}) => {
    await page.setViewportSize({width: 800, height: 900});
    await gotoHydrated(page, '/blog/');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar.getByRole('link', {name: 'Help Us Translate'})).toBeHidden();
  });
});

test.describe('6. collapsible sections', () => {
  /** Opens the 'Advanced Guides' category and returns the transitions its list went through. */
  async function openCategoryAndRecordTransitions(page: Page): Promise<string[]> {
    await gotoHydrated(page, '/docs/installation/');
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    const category = sidebar.locator('li.menu__list-item', {
      has: page.getByRole('link', {name: 'Advanced Guides', exact: true}),
    });
    await category.evaluate((element) => {
      const transitions: string[] = [];
      (window as unknown as {transitions: string[]}).transitions = transitions;
      new MutationObserver(() => {
        const list = element.querySelector(':scope > ul');
        if (list instanceof HTMLElement && list.style.transition) {
          transitions.push(list.style.transition);
        }
      }).observe(element, {attributes: true, subtree: true, childList: true, attributeFilter: ['style']});
    });
    await sidebar.getByRole('button', {name: /Expand sidebar category 'Advanced Guides'/}).click();
    await expect(sidebar.getByRole('link', {name: 'Architecture', exact: true})).toBeVisible();
    return page.evaluate(() => (window as unknown as {transitions: string[]}).transitions);
  }

  test('a sidebar category animates open', async ({page}) => {
    const transitions = await openCategoryAndRecordTransitions(page);
    expect(transitions.some((value) => /height \d{2,}ms ease-in-out/.test(value))).toBe(true);
  });

  test('takes 1 ms when the reader prefers reduced motion', async ({browser}) => {
    const context = await browser.newContext({reducedMotion: 'reduce'});
    const page = await context.newPage();
    const transitions = await openCategoryAndRecordTransitions(page);
    expect(transitions.length).toBeGreaterThan(0);
    expect(transitions.every((value) => value.includes('1ms'))).toBe(true);
    await context.close();
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

  test('the site still renders and the colour toggle works for the session', async ({page}) => {
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
    await pressToggleUntil(page, 'dark');
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Blog', exact: true}).click();
    await expect(page).toHaveURL(/\/blog\/$/);
    await expect(theme(page)).toHaveAttribute('data-theme', 'dark');
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
});
