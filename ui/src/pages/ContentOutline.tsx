import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import type { ContentBodies, ContentKind } from '../content/content.store';
import { ShopLink } from '../components/ShopLink';
import { Breadcrumbs } from '../content/Breadcrumbs';
import { RichText } from '../content/RichText';
import type { Crumb } from '../content/json-ld';
import { useService } from '../di/services-context';
import { useT, type Translate } from '../i18n/i18n-context';

/** The kinds of content page, by the name the content store shows each one under. */
export type ContentPageKind = ContentKind;

/** The loaded content page of a kind. */
export type ContentOf<K extends ContentPageKind> = ContentBodies[K];

/**
 * The outline of a content page (FAQ, services, blog, brands) around what it shows of the content
 * store's page of its kind: its breadcrumb trail first. Nothing while that page is not there.
 */
function ContentOutlineView<K extends ContentPageKind>({
  of,
  className,
  crumbs,
  children,
}: {
  of: K;
  className: string;
  crumbs: (page: ContentOf<K>, t: Translate) => readonly Crumb[];
  children: (page: ContentOf<K>) => ReactNode;
}) {
  const content = useService('content');
  const { t } = useT();
  const page = content.pageOf(of);
  if (!page) return null;
  return (
    <div className={`container page content-page ${className}`}>
      <Breadcrumbs crumbs={crumbs(page, t)} />
      {children(page)}
    </div>
  );
}

export const ContentOutline = observer(ContentOutlineView) as typeof ContentOutlineView;

/** A content page's heading with the intro below it. */
export function ContentHeader({ title, intro }: { title: string; intro: string }) {
  return (
    <header className="content-page__header">
      <h1>{title}</h1>
      <p className="content-page__intro">{intro}</p>
    </header>
  );
}

/**
 * A content page's text as an article: its heading with what is said of it (`meta`), its picture, its
 * body, then what follows it.
 */
export function ContentArticle({
  titleId,
  title,
  meta,
  image,
  html,
  children,
}: {
  titleId: string;
  title: string;
  meta?: ReactNode;
  image?: string | undefined;
  html: string;
  children?: ReactNode;
}) {
  return (
    <article className="article" aria-labelledby={titleId}>
      <header className="article__header">
        <h1 id={titleId}>{title}</h1>
        {meta}
      </header>
      {image ? <img className="article__image" src={image} alt="" width={800} height={400} /> : null}
      <RichText html={html} className="prose" />
      {children}
    </article>
  );
}

/** A section of a content page under its second-level heading. */
export function ContentSection({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={`content-section${className ? ` ${className}` : ''}`} aria-labelledby={id}>
      <h2 id={id} className="content-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One tab of a content page's variants. */
export interface ContentTab {
  readonly key: string | number;
  readonly href: string;
  readonly label: string;
  readonly current: boolean;
}

/** The tabs between a content page's variants (the blog's categories, the brands' departments). */
export function ContentTabs({ label, tabs }: { label: string; tabs: readonly ContentTab[] }) {
  return (
    <nav className="segmented" aria-label={label}>
      <ul className="segmented__list">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <ShopLink
              href={tab.href}
              className="segmented__item"
              aria-current={tab.current ? 'page' : undefined}
            >
              {tab.label}
            </ShopLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
