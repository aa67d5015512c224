import { expect, test } from './support/fixtures';
import { unexpectedProblems } from './support/problems';
import { shop } from './support/shop';
import type { Locator, Page } from '@playwright/test';

/** Spec section 2 "Header": above tablet width (lg, 993 px) the desktop menu takes over. */
const DESKTOP_FROM = 993;

/** API answers in the 4xx range this journey expects: none. */
const EXPECTED_4XX: readonly RegExp[] = [];

interface MenuNode {
  id: number;
  name: string;
  url: string;
  type: string;
  column?: number | null;
  options?: MenuNode[] | null;
  data: { gender?: number; position?: number };
}

/** The menu trees as the API serves them, to know what each level should list. */
async function menus(): Promise<{ desktop: MenuNode[]; mobile: MenuNode[] }> {
  const res = await fetch(`${shop.api}/api/v1/menu/`);
  return (await res.json()) as { desktop: MenuNode[]; mobile: MenuNode[] };
}

const children = (node: MenuNode): MenuNode[] => node.options ?? [];
const isBanners = (node: MenuNode) => node.type === 'banners' || node.type === 'banner';
/** The banners under a node: its `banners` groups' children and its own `banner` items. */
const bannersOf = (node: MenuNode): MenuNode[] =>
  children(node).flatMap((c) => (c.type === 'banners' ? children(c) : c.type === 'banner' ? [c] : []));
const entriesOf = (node: MenuNode): MenuNode[] => children(node).filter((c) => !isBanners(c));
const byName = (nodes: MenuNode[], name: string): MenuNode => {
  const found = nodes.find((n) => n.name === name);
  if (!found) throw new Error(`the menu has no “${name}”`);
  return found;
};

/** The names of the entries (buttons and links) of the open mobile menu level, banners left out. */
async function levelEntries(dialog: Locator): Promise<string[]> {
  const entries = dialog
    .locator('.mobile-menu__entries > li')
    .getByRole('link')
    .or(dialog.locator('.mobile-menu__entries > li').getByRole('button'));
  return (await entries.allTextContents()).map((t) => t.replace(/\s+/g, ' ').trim());
}

/** Waits until the open mobile level lists `names` (after "Shop all: …", if the level has one). */
async function levelShows(dialog: Locator, names: string[], what: string): Promise<void> {
  await expect
    .poll(async () => (await levelEntries(dialog)).filter((n) => !n.startsWith('Shop all: ')), {
      message: what,
    })
    .toEqual(names);
}

async function bannerLinks(scope: Locator, banners: MenuNode[]): Promise<number> {
  let count = 0;
  for (const banner of banners) {
    count += await scope.getByRole('link', { name: new RegExp(`^${escape(banner.name)}`) }).count();
  }
  return count;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

async function openMobileMenu(page: Page): Promise<Locator> {
  const burger = page.getByRole('button', { name: 'Open the menu' });
  // A tap where the button is on screen: the header is sticky, so it stays in view at any scroll
  // position (a locator click would first scroll it to its place in the document).
  const box = (await burger.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  // The dialog is named by its level's title, which changes from level to level.
  const dialog = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('button', { name: 'Close the menu' }) });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Menu' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(1);
  await expect(burger).toHaveAttribute('aria-expanded', 'true');
  return dialog;
}

test.describe('the mobile menu at phone width', () => {
  test(
    'levels, gender selection, brand list; closes on navigation and when the screen grows',
    { tag: '@phone' },
    async ({ page, problems, clientErrors, network }) => {
      const tree = (await menus()).mobile;
      const genders = tree.filter((n) => n.type === 'root-gender');
      const hot = tree.filter((n) => n.type === 'root-hot');
      const others = tree.filter((n) => !genders.includes(n) && !hot.includes(n) && !isBanners(n));
      const men = byName(genders, 'Men');
      const women = byName(genders, 'Women');
      const clothing = byName(entriesOf(men), 'Clothing');
      const jerseys = byName(entriesOf(clothing), 'Jerseys');
      const brands = tree.find((n) => n.type === 'root-brand')!;
      const womenBanners = bannersOf(women);
      expect(womenBanners.length).toBeGreaterThan(0);

      await page.goto(`${shop.storefront}/`, { waitUntil: 'networkidle' });
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();

      let dialog = await openMobileMenu(page);

      // The gender level: the department tabs, none chosen; the other top items and the hot links.
      const tabs = dialog.getByRole('group', { name: 'Department' });
      // The trees may still be on their way when the menu opens: the tabs appear once they are loaded.
      await expect(tabs.getByRole('button')).toHaveText(genders.map((g) => g.name));
      for (const g of genders) {
        await expect(tabs.getByRole('button', { name: g.name, exact: true })).toHaveAttribute(
          'aria-pressed',
          'false',
        );
      }
      await levelShows(
        dialog,
        others.map((n) => n.name),
        'the gender level',
      );
      for (const h of hot)
        await expect(dialog.getByRole('link', { name: h.name, exact: true })).toBeVisible();

      // Choosing Women shows its departments and its banners; choosing it again clears the choice.
      await tabs.getByRole('button', { name: 'Women', exact: true }).click();
      await expect(tabs.getByRole('button', { name: 'Women', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await levelShows(
        dialog,
        entriesOf(women).map((n) => n.name),
        'the Women level',
      );
      await expect(dialog.getByRole('link', { name: 'Shop all: Women' })).toBeVisible();
      expect(await bannerLinks(dialog, womenBanners)).toBe(womenBanners.length);
      await tabs.getByRole('button', { name: 'Women', exact: true }).click();
      await expect(tabs.getByRole('button', { name: 'Women', exact: true })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      await levelShows(
        dialog,
        others.map((n) => n.name),
        'back to the gender level without a gender',
      );

      // Men, then a department: a level of its own with a way back.
      await tabs.getByRole('button', { name: 'Men', exact: true }).click();
      await levelShows(
        dialog,
        entriesOf(men).map((n) => n.name),
        'the Men level',
      );
      await dialog.getByRole('button', { name: clothing.name, exact: true }).click();
      await expect(dialog.getByRole('heading', { name: clothing.name })).toBeVisible();
      await levelShows(
        dialog,
        entriesOf(clothing).map((n) => n.name),
        'the Clothing level',
      );
      await expect(dialog.getByRole('link', { name: `Shop all: ${clothing.name}` })).toBeVisible();
      await dialog.getByRole('button', { name: 'Back to Menu' }).click();
      await expect(dialog.getByRole('heading', { name: 'Menu' })).toBeVisible();
      await expect(tabs.getByRole('button', { name: 'Men', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );

      // Following a link navigates and closes the menu.
      await dialog.getByRole('button', { name: clothing.name, exact: true }).click();
      await dialog.getByRole('link', { name: jerseys.name, exact: true }).click();
      await expect(page, 'the Jerseys listing').toHaveURL((url) => url.pathname === jerseys.url);
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: 'Open the menu' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await network.idle();

      // Opening again resets the menu (spec section 4): the shopper's levels are gone, and the gender level
      // starts from the department the listing on screen recommends (its answer names Men).
      dialog = await openMobileMenu(page);
      for (const g of genders) {
        await expect(tabs.getByRole('button', { name: g.name, exact: true })).toHaveAttribute(
          'aria-pressed',
          g === men ? 'true' : 'false',
        );
      }
      await levelShows(
        dialog,
        entriesOf(men).map((n) => n.name),
        'the gender level after reopening, at the recommended department',
      );
      await tabs.getByRole('button', { name: 'Men', exact: true }).click();
      await levelShows(
        dialog,
        others.map((n) => n.name),
        'the gender level without a gender, once the shopper clears the recommended one',
      );

      // The brands: a plain list by position, no banners.
      await dialog.getByRole('button', { name: brands.name, exact: true }).click();
      await expect(dialog.getByRole('heading', { name: brands.name })).toBeVisible();
      const byPosition = [...children(brands)]
        .filter((n) => !isBanners(n))
        .sort((a, b) => (a.data.position ?? 0) - (b.data.position ?? 0))
        .map((n) => n.name);
      await levelShows(dialog, byPosition, 'the brand list');
      await expect(dialog.locator('.menu-banner')).toHaveCount(0);
      expect(await bannerLinks(dialog, womenBanners)).toBe(0);

      // The close button closes it, and the page is back where it was scrolled to before the menu opened.
      await page.goto(`${shop.storefront}/`, { waitUntil: 'networkidle' });
      await page.evaluate(() => window.scrollTo(0, 600));
      const scrollY = () => page.evaluate(() => window.scrollY);
      await expect.poll(scrollY, { message: 'the page scrolls' }).toBeGreaterThanOrEqual(590);
      const scrolledTo = await scrollY();
      dialog = await openMobileMenu(page);
      await dialog.getByRole('button', { name: 'Close the menu' }).click();
      await expect(dialog).toBeHidden();
      await expect
        .poll(async () => Math.abs((await scrollY()) - scrolledTo), {
          message: 'the scroll position after closing',
        })
        .toBeLessThanOrEqual(2);
      await expect(page.getByRole('button', { name: 'Open the menu' })).toBeFocused();

      // Growing the screen beyond tablet width closes it; the desktop navigation takes over.
      dialog = await openMobileMenu(page);
      await page.setViewportSize({ width: DESKTOP_FROM + 7, height: 900 });
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Open the menu' })).toBeHidden();

      expect(unexpectedProblems(problems, clientErrors, EXPECTED_4XX)).toEqual([]);
      expect(clientErrors.answers).toEqual([]);
    },
  );
});

test.describe('the desktop mega-menu', () => {
  test(
    'opens one panel with columns and banners at a time, by pointer and keyboard, and closes on navigation',
    { tag: '@desktop' },
    async ({ page, problems, clientErrors, network }) => {
      const tree = (await menus()).desktop;
      const men = byName(tree, 'Men');
      const women = byName(tree, 'Women');
      const menEntries = entriesOf(men);
      const columnCount = new Set(menEntries.map((n) => n.column ?? 'rest')).size;
      const clothing = byName(menEntries, 'Clothing');
      const jerseys = byName(entriesOf(clothing), 'Jerseys');
      const withoutChildren = tree.filter((n) => children(n).length === 0);
      expect(withoutChildren.length).toBeGreaterThan(0);

      await page.goto(`${shop.storefront}/`, { waitUntil: 'networkidle' });
      await expect(page.getByRole('button', { name: 'Open the menu' })).toBeHidden();
      const nav = page.getByRole('navigation', { name: 'Main navigation' });

      // Items with children are disclosure buttons; the others are plain links and never open.
      for (const item of tree) {
        if (children(item).length > 0) {
          await expect(nav.getByRole('button', { name: item.name, exact: true })).toHaveAttribute(
            'aria-expanded',
            'false',
          );
        } else {
          await expect(nav.getByRole('link', { name: item.name, exact: true })).toBeVisible();
        }
      }

      // Hovering Men opens its panel: "Shop all", the columns of departments with their links, banners.
      const menButton = nav.getByRole('button', { name: 'Men', exact: true });
      await menButton.hover();
      await expect(menButton, 'the Men panel opens').toHaveAttribute('aria-expanded', 'true');
      const panel = page.locator(`#${(await menButton.getAttribute('aria-controls'))!}`);
      await expect(panel.getByRole('link', { name: 'Shop all: Men' })).toBeVisible();
      for (const entry of menEntries)
        await expect(panel.getByRole('link', { name: entry.name, exact: true }).first()).toBeVisible();
      await expect(panel.getByRole('link', { name: jerseys.name, exact: true }).first()).toBeVisible();
      await expect(panel.locator('.mega-menu__column')).toHaveCount(columnCount);
      expect(await bannerLinks(panel, bannersOf(men))).toBe(bannersOf(men).length);

      // Moving to Women closes Men: one panel at a time.
      const womenButton = nav.getByRole('button', { name: 'Women', exact: true });
      await womenButton.hover();
      await expect(womenButton, 'the Women panel').toHaveAttribute('aria-expanded', 'true');
      await expect(menButton).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toBeHidden();
      const womenPanel = page.locator(`#${(await womenButton.getAttribute('aria-controls'))!}`);
      await expect(womenPanel.getByRole('link', { name: 'Shop all: Women' })).toBeVisible();
      expect(await bannerLinks(womenPanel, bannersOf(women))).toBe(bannersOf(women).length);

      // Hovering an item without children closes the open panel and opens nothing.
      await nav.getByRole('link', { name: withoutChildren[0]!.name, exact: true }).hover();
      await expect(womenButton, 'the Women panel closes').toHaveAttribute('aria-expanded', 'false');
      await expect(nav.locator('[aria-expanded="true"]')).toHaveCount(0);

      // Keyboard: Enter opens, Escape closes and gives the focus back to the button.
      await page.mouse.move(5, 880);
      await menButton.focus();
      await page.keyboard.press('Enter');
      await expect(menButton, 'Enter opens').toHaveAttribute('aria-expanded', 'true');
      await expect(panel.getByRole('link', { name: 'Shop all: Men' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menButton, 'Escape closes').toHaveAttribute('aria-expanded', 'false');
      await expect(menButton).toBeFocused();

      // Following a link of the panel navigates and closes the panel.
      await menButton.hover();
      await expect(menButton, 'the Men panel again').toHaveAttribute('aria-expanded', 'true');
      await panel.getByRole('link', { name: jerseys.name, exact: true }).first().click();
      await expect(page, 'the Jerseys listing').toHaveURL((url) => url.pathname === jerseys.url);
      await expect(menButton, 'the panel closes').toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await network.idle();

      expect(unexpectedProblems(problems, clientErrors, EXPECTED_4XX)).toEqual([]);
      expect(clientErrors.answers).toEqual([]);
    },
  );
});
