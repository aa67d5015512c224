import type { ReactNode } from 'react';
import { ShopLink } from '../../components/ShopLink';

/**
 * The frame of the sign-in screens: a narrow card on phones, with an optional aside (e.g. "new here?")
 * beside it on wide screens.
 */
export function AuthLayout({
  titleId,
  title,
  intro,
  children,
  aside,
}: {
  titleId: string;
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <div className={`container page auth-page${aside ? ' auth-page--with-aside' : ''}`}>
      <section className="auth-card" aria-labelledby={titleId}>
        <h1 id={titleId} className="auth-card__title">
          {title}
        </h1>
        {intro ? <p className="auth-card__intro">{intro}</p> : null}
        {children}
      </section>
      {aside ? <aside className="auth-aside">{aside}</aside> : null}
    </div>
  );
}

/** The aside's card: a question to the shopper, what speaks for it, and the link to the other screen. */
export function AuthAsideCard({
  title,
  link,
  children,
}: {
  title: string;
  link: { href: string; label: string };
  children?: ReactNode;
}) {
  return (
    <div className="auth-aside__card">
      <h2 className="auth-aside__title">{title}</h2>
      {children}
      <ShopLink className="button button--secondary" href={link.href}>
        {link.label}
      </ShopLink>
    </div>
  );
}
