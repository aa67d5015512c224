import { observer } from 'mobx-react-lite';
import { Gender } from '@fanshop/core/shared';
import { brandsGender } from '@fanshop/core/navigation';
import { BRANDS_PAGE_GENDERS, brandsPagePath } from '@fanshop/core/content';
import type { ContextOf, PageHead, PageProps } from '../../app/page-module';
import { useService } from '../../di/services-context';
import { useT, type Translate } from '../../i18n/i18n-context';
import { ShopLink } from '../../components/ShopLink';
import { BrandLogoLink } from '../../content/BrandLogoLink';
import { Breadcrumbs } from '../../content/Breadcrumbs';
import { groupBrandsByLetter, INDEX_LETTERS } from '../../content/brand-index';
import { breadcrumbJsonLd, type Crumb } from '../../content/json-ld';
import { trailFromHome } from '../../content/crumbs';
import { siteOf } from '../../content/content-head';

/** What the page's loader, head and forms use: they get these and nothing else. */
export const services = ['config', 'content'] as const;
type Context = ContextOf<typeof services>;

/** The message key part of a brands page variant. */
function variantKey(gender: Gender): 'all' | 'men' | 'women' {
  if (gender === Gender.male) return 'men';
  if (gender === Gender.female) return 'women';
  return 'all';
}

function crumbsOf(gender: Gender, t: Translate): Crumb[] {
  const crumbs = trailFromHome(t, { name: t('brands.title.all'), path: brandsPagePath(Gender.unknown) });
  if (gender !== Gender.unknown) {
    crumbs.push({ name: t(`brands.title.${variantKey(gender)}`), path: brandsPagePath(gender) });
  }
  return crumbs;
}

/**
 * The brands page (`/marken/`) and its men and women variants: the logos in `data.position` order,
 * then an A–Z index of the names. Every brand links to its product listing.
 */
const BrandsPage = observer(function BrandsPage(_props: PageProps) {
  const content = useService('content');
  const { t, language } = useT();
  const page = content.brands;
  if (!page) return null;
  const variant = variantKey(page.gender);
  const groups = groupBrandsByLetter(page.brands, language);
  const present = new Set(groups.map((g) => g.letter));
  return (
    <div className="container page content-page brands-page">
      <Breadcrumbs crumbs={crumbsOf(page.gender, t)} />
      <header className="content-page__header">
        <h1>{t(`brands.title.${variant}`)}</h1>
        <p className="content-page__intro">{t(`brands.intro.${variant}`)}</p>
      </header>
      <nav className="segmented" aria-label={t('brands.variantsLabel')}>
        <ul className="segmented__list">
          {BRANDS_PAGE_GENDERS.map((gender) => (
            <li key={gender}>
              <ShopLink
                href={brandsPagePath(gender)}
                className="segmented__item"
                aria-current={gender === page.gender ? 'page' : undefined}
              >
                {t(`brands.variant.${variantKey(gender)}`)}
              </ShopLink>
            </li>
          ))}
        </ul>
      </nav>
      {page.brands.length === 0 ? (
        <p className="notice">{t('brands.empty')}</p>
      ) : (
        <>
          <section aria-labelledby="brands-logos" className="content-section">
            <h2 id="brands-logos" className="content-section__title">
              {t('brands.logosTitle')}
            </h2>
            <ul className="brand-grid">
              {page.brands.map((brand) => (
                <li key={brand.id}>
                  <BrandLogoLink brand={brand} block="brand-card" />
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="brands-az" className="content-section">
            <h2 id="brands-az" className="content-section__title">
              {t('brands.azTitle')}
            </h2>
            <nav aria-label={t('brands.lettersLabel')}>
              <ul className="letter-bar">
                {INDEX_LETTERS.map((letter) => (
                  <li key={letter}>
                    {present.has(letter) ? (
                      <a className="letter-bar__letter" href={`#brands-${letterId(letter)}`}>
                        {letter}
                      </a>
                    ) : (
                      <span className="letter-bar__letter letter-bar__letter--empty" aria-hidden="true">
                        {letter}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
            <div className="brand-index">
              {groups.map((group) => (
                <section
                  key={group.letter}
                  id={`brands-${letterId(group.letter)}`}
                  className="brand-index__group"
                  aria-labelledby={`brands-letter-${letterId(group.letter)}`}
                >
                  <h3 id={`brands-letter-${letterId(group.letter)}`} className="brand-index__letter">
                    {group.letter}
                  </h3>
                  <ul className="brand-index__list">
                    {group.brands.map((brand) => (
                      <li key={brand.id}>
                        <ShopLink href={brand.url}>{brand.name}</ShopLink>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          </section>
        </>
      )}
    </div>
  );
});

export default BrandsPage;

/** `#` cannot stand in an id that a URL fragment names readably. */
function letterId(letter: string): string {
  return letter === '#' ? 'other' : letter.toLowerCase();
}

export async function load({ services, match }: Context): Promise<void> {
  await services.content.loadBrands(brandsGender(match.name), match.language);
}

export function head({ services, match }: Context, t: Translate): PageHead {
  const gender = brandsGender(match.name);
  const variant = variantKey(gender);
  const site = siteOf(services.config.shopOrigin, match.language, t);
  return {
    title: `${t(`brands.title.${variant}`)} | ${t('common.shopName')}`,
    description: t(`brands.intro.${variant}`),
    canonicalPath: brandsPagePath(gender),
    jsonLd: [breadcrumbJsonLd(site, crumbsOf(gender, t))],
  };
}
