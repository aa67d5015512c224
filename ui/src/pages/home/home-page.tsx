import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { formatRoundPrice, FREE_DELIVERY_THRESHOLD } from '@fanshop/core/pricing';
import type { ContextOf, PageHead, PageProps } from '../../app/page-module';
import { useService } from '../../di/services-context';
import { useT } from '../../i18n/i18n-context';
import { ShopLink } from '../../components/ShopLink';
import { ProductTile } from '../../catalog/ProductTile';
import { BrandLogoLink } from '../../content/BrandLogoLink';
import type { HomeSection, HomeStore } from '../../content/home.store';
import { organizationJsonLd, siteOf } from '../../content/json-ld';
import { shopPaths, type ShopPaths } from '../../content/shop-paths';
import { HeroIllustration, JerseyIcon, type JerseyTone } from './JerseyArt';
import { BlogTeaserGrid } from '../BlogTeaserGrid';

/** What the page's loader, head and forms use: they get these and nothing else. */
export const services = ['config', 'home', 'session'] as const;
type Context = ContextOf<typeof services>;

/** The analytics list name of the featured products. */
const FEATURED_LIST = 'home_featured';

const DEPARTMENTS: readonly { readonly key: 'women' | 'men' | 'kids'; readonly tone: JerseyTone }[] = [
  { key: 'women', tone: 'white' },
  { key: 'men', tone: 'red' },
  { key: 'kids', tone: 'ink' },
];

const PROMISES = ['delivery', 'returns', 'collect'] as const;

/** The home page: hero, promises, departments, featured jerseys, brands strip and the latest posts. */
const HomePage = observer(function HomePage(_props: PageProps) {
  const { t, language } = useT();
  const paths = shopPaths(language);
  return (
    <div className="home">
      <Hero paths={paths} />
      <ul className="container home-promises" aria-label={t('home.promisesLabel')}>
        {PROMISES.map((promise) => (
          <li key={promise} className="home-promises__item">
            <PromiseIcon kind={promise} />
            <span>
              {t(`home.promise.${promise}`, {
                threshold: formatRoundPrice(FREE_DELIVERY_THRESHOLD, language),
              })}
            </span>
          </li>
        ))}
      </ul>
      <section className="container home-section" aria-labelledby="home-departments">
        <SectionHead id="home-departments" title={t('home.departmentsTitle')} />
        <ul className="home-departments">
          {DEPARTMENTS.map(({ key, tone }) => (
            <li key={key}>
              <ShopLink href={paths[key]} className={`department-card department-card--${tone}`}>
                <span className="department-card__text">
                  <span className="department-card__label">{t(`home.department.${key}`)}</span>
                  <span className="department-card__cta">{t('home.shopNow')}</span>
                </span>
                <JerseyIcon tone={tone} className="department-card__art" />
              </ShopLink>
            </li>
          ))}
        </ul>
      </section>
      <ListSection section="featured" href={paths.jerseys}>
        {(products) => (
          <ul className="home-products">
            {products.map((product, index) => (
              <li key={product.id}>
                <ProductTile product={product} listName={FEATURED_LIST} index={index} />
              </li>
            ))}
          </ul>
        )}
      </ListSection>
      <ListSection section="brands" href={paths.brands} band="home-brands">
        {(brands) => (
          <ul className="brand-strip">
            {brands.map((brand) => (
              <li key={brand.id} className="brand-strip__item">
                <BrandLogoLink brand={brand} block="brand-logo" />
              </li>
            ))}
          </ul>
        )}
      </ListSection>
      <ListSection section="posts" href={paths.blog}>
        {(posts) => <BlogTeaserGrid posts={posts} />}
      </ListSection>
    </div>
  );
});

export default HomePage;

function Hero({ paths }: { paths: ShopPaths }) {
  const { t } = useT();
  return (
    <section className="home-hero" aria-labelledby="home-title">
      <div className="container home-hero__inner">
        <div className="home-hero__copy">
          <p className="home-hero__eyebrow">{t('home.heroEyebrow')}</p>
          <h1 id="home-title" className="home-hero__title">
            {t('home.title')}
          </h1>
          <p className="home-hero__lead">{t('home.heroLead')}</p>
          <div className="home-hero__actions">
            <ShopLink href={paths.jerseys} className="button button--on-brand">
              {t('home.heroCta')}
            </ShopLink>
            <ShopLink href={paths.outlet} className="button button--outline-light">
              {t('home.heroSecondary')}
            </ShopLink>
          </div>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}

/** A section whose content comes from the API: its list, a loading state, or the failure with a retry. */
const SectionBody = observer(function SectionBody({
  section,
  empty,
  children,
}: {
  section: HomeSection;
  empty: boolean;
  children: ReactNode;
}) {
  const home = useService('home');
  const { t } = useT();
  const status = home.status[section];
  if (status === 'failed' && empty) {
    return (
      <div className="notice notice--error home-section__failed" role="alert">
        <p>{t(`home.failed.${section}`)}</p>
        <button type="button" className="button button--secondary" onClick={() => void home.retry(section)}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (empty) {
    return status === 'loading' ? (
      <p className="home-section__loading" aria-busy="true">
        {t('common.loading')}
      </p>
    ) : null;
  }
  return <div aria-busy={status === 'loading'}>{children}</div>;
});

/**
 * A section over one of the API's lists: its head, linking to all of its kind, then the list. A band
 * (the brands strip) spans the page's width, its content kept in the container.
 */
function ListSectionView<S extends HomeSection>({
  section,
  href,
  band,
  children,
}: {
  section: S;
  href: string;
  band?: string;
  children: (items: HomeStore[S]) => ReactNode;
}) {
  const home = useService('home');
  const { t } = useT();
  const id = `home-${section}`;
  const content = (
    <>
      <SectionHead
        id={id}
        title={t(`home.${section}Title`)}
        more={{ href, label: t(`home.${section}All`) }}
      />
      <SectionBody section={section} empty={home[section].length === 0}>
        {children(home[section])}
      </SectionBody>
    </>
  );
  return band ? (
    <section className={band} aria-labelledby={id}>
      <div className="container">{content}</div>
    </section>
  ) : (
    <section className="container home-section" aria-labelledby={id}>
      {content}
    </section>
  );
}

const ListSection = observer(ListSectionView) as typeof ListSectionView;

/** Small line icons of the shop's promises. */
function PromiseIcon({ kind }: { kind: (typeof PROMISES)[number] }) {
  const paths: Record<(typeof PROMISES)[number], ReactNode> = {
    delivery: (
      <>
        <path d="M3 6h11v10H3z" />
        <path d="M14 10h4l3 3v3h-7z" />
        <circle cx="7" cy="18" r="2" />
        <circle cx="17" cy="18" r="2" />
      </>
    ),
    returns: (
      <>
        <path d="M4 12a8 8 0 1 0 2.3-5.6" />
        <path d="M4 4v4h4" />
      </>
    ),
    collect: (
      <>
        <path d="M4 10l2-5h12l2 5" />
        <path d="M5 10v9h14v-9" />
        <path d="M10 19v-5h4v5" />
      </>
    ),
  };
  return (
    <svg className="home-promises__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {paths[kind]}
    </svg>
  );
}

/** Loads the home's sections for the shopper's language and price type; a failing section does not fail the page. */
export async function load({ services, match }: Context): Promise<void> {
  const { priceType } = services.session;
  await services.home.load({ language: match.language, priceType });
}

export function head({ services, match }: Context, t: (key: string) => string): PageHead {
  return {
    title: t('home.metaTitle'),
    description: t('home.metaDescription'),
    canonicalPath: '/',
    jsonLd: organizationJsonLd(siteOf(services.config.shopOrigin, match.language, t)),
  };
}

/** A home section's heading, with a link to all of its kind when there is one. */
function SectionHead({
  id,
  title,
  more,
}: {
  id: string;
  title: string;
  more?: { href: string; label: string };
}) {
  return (
    <div className="home-section__head">
      <h2 id={id} className="home-section__title">
        {title}
      </h2>
      {more ? (
        <ShopLink href={more.href} className="home-section__more">
          {more.label}
        </ShopLink>
      ) : null}
    </div>
  );
}
