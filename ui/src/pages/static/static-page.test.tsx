import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createTestShop } from '../../testing/test-shop';
import { App } from '../../app/App';
import { renderPage } from '../../content/testing/render-page';
import * as staticPage from './static-page';

describe('static and services pages', () => {
  it('given a services page, then its title, body and the service links show, the page marked current', async () => {
    const shop = createTestShop();
    shop.fakes.content.withPage('staticPage', '/services/shipping/', 'en-US', {
      path: '/services/shipping/',
      title: 'Shipping',
      html: '<ul><li>Austria: 2–3 working days</li></ul><h2>Click &amp; collect</h2><p>Free at the stadium shop.</p>',
    });
    const { head } = await renderPage(shop, staticPage, '/services/shipping/');
    expect(screen.getByRole('heading', { level: 1, name: 'Shipping' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Click & collect' })).toBeInTheDocument();
    expect(within(screen.getByRole('article')).getByRole('listitem').textContent).toBe(
      'Austria: 2–3 working days',
    );
    const help = screen.getByRole('complementary', { name: 'Need more help?' });
    expect(within(help).getByRole('link', { name: 'Shipping' })).toHaveAttribute('aria-current', 'page');
    expect(within(help).getByRole('link', { name: 'Returns' })).not.toHaveAttribute('aria-current');
    expect(head()).toMatchObject({
      title: 'Shipping | Rot-Weiß-Rot Fan Shop',
      description: 'Austria: 2–3 working days Click & collect Free at the stadium shop.',
      canonicalPath: '/services/shipping/',
    });
  });

  it('given a German legal page, then it is asked for in German and the breadcrumb leads home under /de/', async () => {
    const shop = createTestShop({ language: 'de-AT' });
    shop.fakes.content.withPage('staticPage', '/static/impressum/', 'de-AT', {
      path: '/static/impressum/',
      title: 'Impressum',
      html: '<h1>Impressum</h1><p>Rot-Weiß-Rot Fanshop GmbH, Wien</p>',
    });
    await renderPage(shop, staticPage, '/de/static/impressum/');
    // The body's own h1 is demoted: the page keeps one h1.
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Rot-Weiß-Rot Fanshop GmbH, Wien')).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Brotkrümelnavigation' });
    expect(within(crumbs).getByRole('link', { name: 'Startseite' })).toHaveAttribute('href', '/de/');
  });

  it('given a path the API does not know, then the shop shows the 404 page', async () => {
    const shop = createTestShop();
    const router = shop.services.router;
    await router.resolve('/static/nothing/');
    expect(router.current.status).toBe(404);
    shop.render(<App />, '/static/nothing/');
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });
});
