import { Gender } from '@fanshop/core/shared';
import { brandsGender } from '@fanshop/core/navigation';
import {
  BRANDS_PAGE_GENDERS,
  brandsPagePath,
  type BrandsPage as BrandsPageContent,
} from '@fanshop/core/content';
import type { ContextOf, PageHead, PageProps } from '../../app/page-module';
import { useT, type Translate } from '../../i18n/i18n-context';
import { ShopLink } from '../../components/ShopLink';
import { BrandLogoLink } from '../../content/BrandLogoLink';
import { groupBrandsByLetter, INDEX_LETTERS } from '../../content/brand-index';
import type { Crumb } from '../../content/json-ld';
import { trailFromHome } from '../../content/crumbs';
import { ContentHeader, ContentOutline, ContentTabs } from '../ContentOutline';
import { contentPageHead } from '../content-page-head';

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
export default function BrandsPage(_props: PageProps) {
  return (
    <ContentOutline of="brands" className="brands-page" crumbs={(page, t) => crumbsOf(page.gender, t)}>
      {(page) => <BrandsView page={page} />}
    </ContentOutline>
  );
}

/** The variant's heading, its tabs, then the logos and the A–Z index of its brands. */
function BrandsView({ page }: { page: BrandsPageContent }) {
  const { t, language } = useT();
  const variant = variantKey(page.gender);
  const groups = groupBrandsByLetter(page.brands, language);
  const present = new Set(groups.map((g) => g.letter));
  return (
    <>
      <ContentHeader title={t(`brands.title.${variant}`)} intro={t(`brands.intro.${variant}`)} />
      <ContentTabs
        label={t('brands.variantsLabel')}
        tabs={BRANDS_PAGE_GENDERS.map((gender) => ({
          key: gender,
          href: brandsPagePath(gender),
          label: t(`brands.variant.${variantKey(gender)}`),
          current: gender === page.gender,
        }))}
      />
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
    </>
  );
}

/** `#` cannot stand in an id that a URL fragment names readably. */
function letterId(letter: string): string {
  return letter === '#' ? 'other' : letter.toLowerCase();
}

export async function load({ services, match }: Context): Promise<void> {
  await services.content.loadBrands(brandsGender(match.name), match.language);
}

export function head(context: Context, t: Translate): PageHead {
  return contentPageHead(context, t, brandsGender(context.match.name), (gender) => {
    const variant = variantKey(gender);
    return {
      title: t(`brands.title.${variant}`),
      description: t(`brands.intro.${variant}`),
      canonicalPath: brandsPagePath(gender),
      crumbs: crumbsOf(gender, t),
    };
  });
}
