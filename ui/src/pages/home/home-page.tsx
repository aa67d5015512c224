import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { formatRoundPrice, FREE_DELIVERY_THRESHOLD } from '@fanshop/core/pricing';
import type { ContextOf, PageHead, PageProps } from '../../app/page-module';
import { useService } from '../../di/services-context';
import { useT } from '../../i18n/i18n-context';
import { ShopLink } from '../../components/ShopLink';
import { ProductTile } from '../../catalog/ProductTile';
import { BlogTeaserCard } from '../../content/BlogTeaserCard';
import { BrandLogoLink } from '../../content/BrandLogoLink';
import type { HomeSection } from '../../content/home.store';
import { organizationJsonLd } from '../../content/json-ld';
import { shopPaths, type ShopPaths } from '../../content/shop-paths';
import { HeroIllustration, JerseyIcon, type JerseyTone } from './JerseyArt';
import { siteOf } from '../../content/content-head';

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
      <Featured paths={paths} />
      <BrandsStrip paths={paths} />
      <LatestPosts paths={paths} />
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

/** A section of the page's width: its head, linking to all of its kind, over the API's list. */
function ListSection({
  section,
  title,
  more,
  empty,
  children,
}: {
  section: HomeSection;
  title: string;
  more: { href: string; label: string };
  empty: boolean;
  children: ReactNode;
}) {
  const id = `home-${section}`;
  return (
    <section className="container home-section" aria-labelledby={id}>
      <SectionHead id={id} title={title} more={more} />
      <SectionBody section={section} empty={empty}>
        {children}
      </SectionBody>
    </section>
  );
}

const Featured = observer(function Featured({ paths }: { paths: ShopPaths }) {
  const home = useService('home');
  const { t } = useT();
  return (
    <ListSection
      section="featured"
      title={t('home.featuredTitle')}
      more={{ href: paths.jerseys, label: t('home.featuredAll') }}
      empty={home.featured.length === 0}
    >
      <ul className="home-products">
        {home.featured.map((product, index) => (
          <li key={product.id}>
            <ProductTile product={product} listName={FEATURED_LIST} index={index} />
          </li>
        ))}
      </ul>
    </ListSection>
  );
});

const BrandsStrip = observer(function BrandsStrip({ paths }: { paths: ShopPaths }) {
  const home = useService('home');
  const { t } = useT();
  return (
    <section className="home-brands" aria-labelledby="home-brands">
      <div className="container">
        <SectionHead
          id="home-brands"
          title={t('home.brandsTitle')}
          more={{ href: paths.brands, label: t('home.brandsAll') }}
        />
        <SectionBody section="brands" empty={home.brands.length === 0}>
          <ul className="brand-strip">
            {home.brands.map((brand) => (
              <li key={brand.id} className="brand-strip__item">
                <BrandLogoLink brand={brand} block="brand-logo" />
              </li>
            ))}
          </ul>
        </SectionBody>
      </div>
    </section>
  );
});

const LatestPosts = observer(function LatestPosts({ paths }: { paths: ShopPaths }) {
  const home = useService('home');
  const { t } = useT();
  return (
    <ListSection
      section="posts"
      title={t('home.postsTitle')}
      more={{ href: paths.blog, label: t('home.postsAll') }}
      empty={home.posts.length === 0}
    >
      <ul className="teaser-grid">
        {home.posts.map((post) => (
          <li key={post.id}>
            <BlogTeaserCard post={post} />
          </li>
        ))}
      </ul>
    </ListSection>
  );
});

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
