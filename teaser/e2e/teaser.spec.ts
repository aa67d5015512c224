import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

import { shop, teaserUrl } from '../../tests/e2e/support/shop';

const storefrontUrl = () => shop.storefront;

/** The news article with the teaser, on the teaser's own origin, until its products show. */
async function openNewsArticle(page: Page, query = ''): Promise<void> {
  await page.goto(`${teaserUrl()}/${query}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'The squad for the qualifier is named' }),
  ).toBeVisible();
  await expect(page.locator('fanshop-teaser').getByRole('listitem')).toHaveCount(4);
}

/**
 * Opens the size choice of the first product that has a size in stock, by keyboard: focus on its
 * button, Enter. Answers the button, the product's name and the group of sizes.
 */
async function openSizeChoiceByKeyboard(page: Page) {
  const cards = page.locator('fanshop-teaser').getByRole('listitem');
  for (let i = 0; i < (await cards.count()); i++) {
    const card = cards.nth(i);
    const opener = card.getByRole('button', { name: /^Add to cart: / });
    const name = (await opener.getAttribute('aria-label'))!.replace(/^Add to cart: /, '');
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    const sizes = card.getByRole('group', { name: `Size of ${name}` });
    const soldOut = card.getByText('Sold out', { exact: true });
    await expect(sizes.or(soldOut)).toBeVisible();
    if (await sizes.isVisible()) return { opener, name, sizes };
    await card.getByRole('button', { name: 'Cancel' }).click();
  }
  throw new Error('no product of the listing has a size in stock');
}

/** Console errors and failed API answers on a page: a teaser that works leaves none. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  return problems;
}

test('a shopper adds a jersey in a size on the news site, and the storefront’s cart popup shows the line', async ({
  page,
  context,
}) => {
  const problems = watchProblems(page);
  await openNewsArticle(page);
  const teaser = page.locator('fanshop-teaser');
  await expect(teaser.getByRole('heading', { name: 'From the fan shop' })).toBeVisible();
  await expect(teaser.getByRole('link', { name: 'All products in the fan shop' })).toHaveAttribute(
    'href',
    `${storefrontUrl()}/jerseys/`,
  );

  // Each product shows its price; the choice of a size opens by keyboard (a product with no size
  // left says so, and the next one is tried).
  await expect(
    teaser
      .getByRole('listitem')
      .first()
      .getByText(/^€\d+\.\d\d$/)
      .first(),
  ).toBeVisible();
  const { opener, name, sizes } = await openSizeChoiceByKeyboard(page);

  // The focus is on a size in stock; arrow keys walk the sizes in stock, Space chooses.
  const inStock = sizes.getByRole('radio', { disabled: false });
  expect(await inStock.count()).toBeGreaterThan(0);
  await expect(inStock.first()).toBeFocused();
  if ((await inStock.count()) > 1) {
    await page.keyboard.press('ArrowRight');
    await expect(inStock.nth(1)).toBeChecked();
  } else {
    await page.keyboard.press('Space');
  }
  const chosen = sizes.getByRole('radio', { checked: true });
  await expect(chosen).toBeFocused();
  const size = (await chosen.getAttribute('aria-label'))!;

  await teaser.getByRole('button', { name: `Add size ${size}` }).click();
  await expect(teaser.getByRole('status')).toHaveText(`${name} in size ${size} is in your cart.`);
  await expect(sizes).toBeHidden();
  await expect(opener).toBeFocused();

  // The shopper's guest id was set on the first add, in the shop's cookie that both origins share.
  const cookies = await context.cookies(storefrontUrl());
  expect(cookies.find((c) => c.name === '__uuhlat')?.value).toMatch(/^u[0-9a-f-]{36}$/);

  // In the storefront, the same shopper's cart holds the line.
  const shop = await context.newPage();
  await shop.goto(`${storefrontUrl()}/`);
  await shop.getByRole('button', { name: 'Cart, 1 item' }).click();
  const popup = shop.getByRole('dialog', { name: 'Cart' });
  await expect(popup).toBeVisible();
  const line = popup.getByRole('listitem').filter({ hasText: name });
  await expect(line).toContainText(`Size ${size}`);
  await expect(line.getByRole('group', { name: /^Quantity of / })).toContainText('1 in the cart');
  expect(problems).toEqual([]);
});

test('a heart on the news site puts the product on the storefront’s wishlist', async ({ page, context }) => {
  const problems = watchProblems(page);
  await openNewsArticle(page);
  const teaser = page.locator('fanshop-teaser');
  const heart = teaser.getByRole('button', { name: /^Wishlist: / }).nth(1);
  const name = (await heart.getAttribute('aria-label'))!.replace(/^Wishlist: /, '');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');

  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(teaser.getByRole('status')).toContainText(`${name} is on your wishlist.`);
  await expect(teaser.getByRole('link', { name: 'Go to the wishlist' })).toHaveAttribute(
    'href',
    `${storefrontUrl()}/wishlist/`,
  );

  const shop = await context.newPage();
  await shop.goto(`${storefrontUrl()}/wishlist/`);
  await expect(
    shop.getByRole('main').getByRole('button', { name: `Remove ${name} from the wishlist` }),
  ).toBeVisible();

  // Back on the news site, the teaser shows the heart filled from the shopper's list.
  await page.reload();
  await expect(
    page.locator('fanshop-teaser').getByRole('button', { name: `Wishlist: ${name}` }),
  ).toHaveAttribute('aria-pressed', 'true');
  expect(problems).toEqual([]);
});

test('the teaser speaks German on a German news page', async ({ page }) => {
  await openNewsArticle(page, '?lang=de');
  const teaser = page.locator('fanshop-teaser');
  await expect(teaser.getByRole('heading', { name: 'Aus dem Fanshop' })).toBeVisible();
  await expect(teaser.getByRole('button', { name: /^Merkliste: / })).toHaveCount(4);
  await expect(teaser.getByRole('link', { name: 'Alle Produkte im Fanshop' })).toHaveAttribute(
    'href',
    `${storefrontUrl()}/de/trikots/`,
  );
  await expect(teaser.getByText(/^€\u00a0\d+,\d\d$/).first()).toBeVisible();
});

test('the teaser passes axe’s accessibility checks, with a size choice open and after an add', async ({
  page,
}) => {
  await openNewsArticle(page);
  const teaser = page.locator('fanshop-teaser');
  // axe-core's default rule set (WCAG 2.x A and AA and best practices), on the teaser alone: the demo
  // article around it is not the teaser's.
  const violations = async () => {
    const results = await new AxeBuilder({ page }).include('fanshop-teaser').analyze();
    // The checks reached into the shadow root: a node there is named by a path through its host.
    const inShadow = results.passes.flatMap((p) => p.nodes).filter((n) => Array.isArray(n.target[0]));
    expect(inShadow.length).toBeGreaterThan(10);
    return results.violations.map(
      (v) => `[${v.id}] ${v.help}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`,
    );
  };
  expect(await violations()).toEqual([]);

  const { sizes } = await openSizeChoiceByKeyboard(page);
  await expect(sizes.getByRole('radio', { disabled: false }).first()).toBeFocused();
  expect(await violations()).toEqual([]);

  await page.keyboard.press('Space');
  await teaser.getByRole('button', { name: /^Add size / }).click();
  await expect(teaser.getByRole('status')).toContainText('is in your cart.');
  expect(await violations()).toEqual([]);
});
