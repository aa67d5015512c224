import type { ReactNode } from 'react';

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
