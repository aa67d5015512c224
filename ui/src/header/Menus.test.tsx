import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'wouter';
import { aBanner, aBrand, aMenuItem } from '@fanshop/core/testing';
import type { MenuItem } from '@fanshop/core/menu';
import { Gender } from '@fanshop/core/shared';
import { createTestShop, type TestShop } from '../testing/test-shop';
import { clickLikeSafari } from '../testing/safari-focus';
import { ShopLink } from '../components/ShopLink';
import { Header } from './Header';

function menuTree(): MenuItem[] {
  const jerseys = aMenuItem({
    name: 'Jerseys',
    url: '/women/jerseys/',
    column: 1,
    options: [aMenuItem({ name: 'Home jerseys', url: '/women/home-jerseys/' }), aBanner('Jersey banner')],
  });
  const shoes = aMenuItem({ name: 'Running shoes', url: '/women/running-shoes/', column: 2 });
  const women = aMenuItem({
    name: 'Women',
    type: 'root-gender',
    url: '/women/',
    data: { gender: Gender.female },
    options: [jerseys, shoes, aBanner('Women banner')],
  });
  const men = aMenuItem({
    name: 'Men',
    type: 'root-gender',
    url: '/men/',
    data: { gender: Gender.male },
    options: [aMenuItem({ name: 'Boots', url: '/men/boots/' })],
  });
  const brands = aMenuItem({
    name: 'Brands',
    type: 'root-brand',
    url: '/marken/',
    options: [aBrand('Puma', 2), aBrand('Nike'), aBrand('Adidas', 1), aBanner('Brand banner')],
  });
  const outlet = aMenuItem({ name: 'Outlet', type: 'root-hot', url: '/outlet/' });
  return [women, men, brands, outlet];
}

async function headerWithMenus(): Promise<TestShop> {
  const shop = createTestShop();
  const tree = menuTree();
  shop.fakes.header.menus = { desktop: tree, mobile: tree };
  await shop.services.menu.loadFrame();
  await act(async () => {
    shop.render(
      <>
        <Header />
        <ShopLink href="/elsewhere/">Elsewhere</ShopLink>
        <CurrentPath />
      </>,
    );
  });
  return shop;
}

/** Where the app is, to see that a link was followed. */
function CurrentPath() {
  const [path] = useLocation();
  return <output aria-label="Current path">{path}</output>;
}

async function openMobileMenu(): Promise<HTMLElement> {
  await userEvent.click(screen.getByRole('button', { name: 'Open the menu' }));
  return screen.getByRole('dialog', { name: 'Menu' });
}

function mobileEntries(dialog: HTMLElement): string[] {
  return within(dialog.querySelector('.mobile-menu__entries') as HTMLElement)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('mobile menu', () => {
  it('opens at the gender level with the body locked, showing the departments, entries and hot links', async () => {
    const shop = await headerWithMenus();
    const dialog = await openMobileMenu();

    expect(screen.getByRole('button', { name: 'Open the menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(shop.fakes.scrollLock.locked).toBe(true);
    const genders = within(within(dialog).getByRole('group', { name: 'Department' })).getAllByRole('button');
    expect(genders.map((b) => [b.textContent, b.getAttribute('aria-pressed')])).toEqual([
      ['Women', 'false'],
      ['Men', 'false'],
    ]);
    expect(mobileEntries(dialog)).toEqual(['Brands']);
    expect(within(dialog).getByRole('link', { name: 'Outlet' })).toBeInTheDocument();
  });

  it('choosing a gender shows its departments and banners; choosing it again resets it', async () => {
    await headerWithMenus();
    const dialog = await openMobileMenu();
    const women = within(dialog).getByRole('button', { name: 'Women' });

    await userEvent.click(women);
    expect(women).toHaveAttribute('aria-pressed', 'true');
    expect(mobileEntries(dialog)).toEqual(['Shop all: Women', 'Jerseys', 'Running shoes']);
    expect(within(dialog).getByText('Women banner')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Men' }));
    expect(women).toHaveAttribute('aria-pressed', 'false');
    expect(mobileEntries(dialog)).toEqual(['Shop all: Men', 'Boots']);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Men' }));
    expect(mobileEntries(dialog)).toEqual(['Brands']);
  });

  it('an entry with children opens its level on the stack; back goes one level up', async () => {
    await headerWithMenus();
    const dialog = await openMobileMenu();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Women' }));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Jerseys' }));

    const level = screen.getByRole('dialog', { name: 'Jerseys' });
    expect(mobileEntries(level)).toEqual(['Shop all: Jerseys', 'Home jerseys']);
    expect(within(level).getByText('Jersey banner')).toBeInTheDocument();
    expect(document.activeElement?.textContent).toBe('Jerseys');

    await userEvent.click(within(level).getByRole('button', { name: 'Back to Menu' }));

    const root = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(root).getByRole('button', { name: 'Women' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('a brand entry opens a plain list of brands by position, without banners', async () => {
    await headerWithMenus();
    const dialog = await openMobileMenu();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Brands' }));

    const level = screen.getByRole('dialog', { name: 'Brands' });
    expect(mobileEntries(level)).toEqual(['Shop all: Brands', 'Adidas', 'Puma', 'Nike']);
    expect(within(level).queryByText('Brand banner')).not.toBeInTheDocument();
  });

  it('reopening starts again at the gender level with the gender reset', async () => {
    await headerWithMenus();
    let dialog = await openMobileMenu();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Women' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Jerseys' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close the menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    dialog = await openMobileMenu();
    expect(within(dialog).getByRole('button', { name: 'Women' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('following a link closes the menu and scrolls the page back to where it was', async () => {
    const shop = await headerWithMenus();
    shop.fakes.scrollLock.y = 640;
    const dialog = await openMobileMenu();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Brands' }));

    await userEvent.click(screen.getByRole('link', { name: 'Puma' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(shop.fakes.scrollLock.locked).toBe(false);
    expect(shop.fakes.scrollLock.calls).toEqual(['lock', 'unlock:640']);
  });

  it('closes on any route change', async () => {
    await headerWithMenus();
    await openMobileMenu();
    // A link outside the menu (the menu is modal on screen; the route may change for other reasons too).
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere', hidden: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when the screen grows wider than a tablet, and stays open below that', async () => {
    await headerWithMenus();
    await openMobileMenu();

    await act(async () => {
      window.innerWidth = 992;
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeInTheDocument();

    await act(async () => {
      window.innerWidth = 1200;
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Escape closes it', async () => {
    await headerWithMenus();
    await openMobileMenu();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('desktop mega-menu', () => {
  function desktopNav(): HTMLElement {
    return screen.getByRole('navigation', { name: 'Main navigation' });
  }

  it('hovering an item with children opens its panel with its columns and banners', async () => {
    await headerWithMenus();
    const women = within(desktopNav()).getByRole('button', { name: 'Women' });
    const panel = document.getElementById(women.getAttribute('aria-controls')!)!;
    expect(panel.hidden).toBe(true);

    await userEvent.hover(women.closest('li')!);

    expect(women).toHaveAttribute('aria-expanded', 'true');
    expect(panel.hidden).toBe(false);
    const columns = panel.querySelectorAll('.mega-menu__column');
    expect([...columns].map((column) => column.textContent)).toEqual([
      'JerseysHome jerseys',
      'Running shoes',
    ]);
    expect(within(panel).getByText('Women banner')).toBeInTheDocument();
  });

  it('an item without children never opens a panel, and reaching it closes the open one', async () => {
    await headerWithMenus();
    const nav = desktopNav();
    const women = within(nav).getByRole('button', { name: 'Women' });
    await userEvent.hover(women.closest('li')!);

    await userEvent.hover(within(nav).getByRole('link', { name: 'Outlet' }).closest('li')!);

    expect(women).toHaveAttribute('aria-expanded', 'false');
    expect(nav.querySelectorAll('.mega-menu:not([hidden])')).toHaveLength(0);
  });

  it('works by keyboard: the button toggles the panel, Escape closes it and returns the focus', async () => {
    await headerWithMenus();
    const men = within(desktopNav()).getByRole('button', { name: 'Men' });
    men.focus();
    await userEvent.keyboard('{Enter}');
    expect(men).toHaveAttribute('aria-expanded', 'true');

    within(desktopNav()).getByRole('link', { name: 'Boots' }).focus();
    await userEvent.keyboard('{Escape}');

    expect(men).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(men);
  });

  it('closes on a route change', async () => {
    await headerWithMenus();
    const women = within(desktopNav()).getByRole('button', { name: 'Women' });
    await userEvent.click(women);
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(women).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the focus moves out of the menu', async () => {
    await headerWithMenus();
    const men = within(desktopNav()).getByRole('button', { name: 'Men' });
    men.focus();
    await userEvent.keyboard('{Enter}');

    act(() => screen.getByRole('link', { name: 'Elsewhere' }).focus());

    expect(men).toHaveAttribute('aria-expanded', 'false');
  });

  describe('in Safari, where a pressed button or link does not take the focus', () => {
    it('given a panel opened from the keyboard, when a link in it is clicked, then the link is followed', async () => {
      await headerWithMenus();
      const men = within(desktopNav()).getByRole('button', { name: 'Men' });
      men.focus();
      await userEvent.keyboard('{Enter}');

      await clickLikeSafari(within(desktopNav()).getByRole('link', { name: 'Boots' }));

      expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/men/boots/');
      expect(men).toHaveAttribute('aria-expanded', 'false');
    });

    it('given the focus on a link in the open panel, when its button is clicked, then the panel closes', async () => {
      await headerWithMenus();
      const men = within(desktopNav()).getByRole('button', { name: 'Men' });
      men.focus();
      await userEvent.keyboard('{Enter}');
      within(desktopNav()).getByRole('link', { name: 'Boots' }).focus();

      await clickLikeSafari(men);

      expect(men).toHaveAttribute('aria-expanded', 'false');
    });
  });
});

describe('a page that carries only the top row of the menu', () => {
  /** The server's menu store state handed to a fresh browser page, as on a real page. */
  async function hydratedHeader(): Promise<TestShop> {
    // One tree for both sides: the API answers the browser what it answered the server.
    const tree = menuTree();
    const server = createTestShop();
    server.fakes.header.menus = { desktop: tree, mobile: tree };
    const serverMenus = server.services.menu;
    await serverMenus.loadFrame();
    const pageState = JSON.parse(JSON.stringify(serverMenus.dehydrate())) as unknown;

    const shop = createTestShop();
    shop.fakes.header.menus = { desktop: tree, mobile: tree };
    shop.services.menu.hydrate(pageState);
    await act(async () => {
      shop.render(<Header />);
    });
    return shop;
  }

  it('holds the top items and whether they open, but no panel tree', async () => {
    const server = createTestShop();
    server.fakes.header.menus = { desktop: menuTree(), mobile: menuTree() };
    const menus = server.services.menu;
    await menus.loadFrame();
    const state = JSON.stringify(menus.dehydrate());
    expect(state).toContain('Women');
    expect(state).not.toContain('Jerseys');
  });

  it('renders the same top row, loads the trees on the first hover and then opens the panel', async () => {
    const shop = await hydratedHeader();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Outlet' })).toBeInTheDocument();
    const women = within(nav).getByRole('button', { name: 'Women' });
    expect(shop.fakes.header.calls.filter((c) => c === 'menu')).toHaveLength(0);

    await userEvent.hover(women.closest('li')!);

    expect(await within(nav).findByRole('link', { name: 'Running shoes' })).toBeInTheDocument();
    expect(women).toHaveAttribute('aria-expanded', 'true');
    expect(shop.fakes.header.calls.filter((c) => c === 'menu')).toHaveLength(1);
  });

  it('does not open a panel the pointer already left while the trees were loading', async () => {
    await hydratedHeader();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const women = within(nav).getByRole('button', { name: 'Women' });
    // Bare events in one act: the pointer has to be in and out before the fake answers; awaited
    // user-event moves would let the trees arrive in between.
    await act(async () => {
      fireEvent.mouseEnter(women.closest('li')!);
      fireEvent.mouseLeave(nav);
    });
    expect(women).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the mobile menu at once and fills it when the trees arrive', async () => {
    await hydratedHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Open the menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(await within(dialog).findByRole('button', { name: 'Brands' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
  });

  it('says when the trees cannot be loaded, and tries again on request', async () => {
    const shop = await hydratedHeader();
    shop.fakes.header.failing.add('menu');
    // A bare click event: the loading state lasts only until the fake answers, and an awaited
    // user-event click (wrapped in act) would already see the answer.
    fireEvent.click(screen.getByRole('button', { name: 'Open the menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(dialog).getByRole('status').textContent).toBe('Loading the menu…');

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('The menu could not be loaded.');

    shop.fakes.header.failing.delete('menu');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('button', { name: 'Brands' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });
});
