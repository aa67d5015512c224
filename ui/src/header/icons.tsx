import type { ReactNode } from 'react';

/**
 * The header's line icons; decorative, so the control around each carries the name. How they are
 * drawn (no fill, a round 1.8 stroke in the text colour) is the stylesheet's `.icon`: every page
 * has ten of them.
 */

function Icon({ children, size = 24 }: { children: ReactNode; size?: number }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      {children}
    </svg>
  );
}

export function SearchIcon() {
  return (
    <Icon>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5 21 21" />
    </Icon>
  );
}

export function BagIcon() {
  return (
    <Icon>
      <path d="M5 8h14l-1.2 12.1a1 1 0 0 1-1 .9H7.2a1 1 0 0 1-1-.9L5 8z" />
      <path d="M9 8V6.5a3 3 0 0 1 6 0V8" />
    </Icon>
  );
}

/**
 * The account icon; a customer's is filled and carries a tick, so a logged-in shopper sees at a glance
 * that the shop knows them (the button's name says it with their first name).
 */
export function UserIcon({ signedIn = false }: { signedIn?: boolean }) {
  return (
    <Icon>
      <circle className={signedIn ? 'icon__fill' : undefined} cx="12" cy="8" r="4" />
      <path
        className={signedIn ? 'icon__fill' : undefined}
        d="M4.5 20.5c1.3-3.6 4.1-5.5 7.5-5.5s6.2 1.9 7.5 5.5"
      />
      {signedIn ? (
        <g className="icon__signed-in">
          <circle cx="18.5" cy="17.5" r="4.5" />
          <path d="m16.4 17.6 1.5 1.5 2.7-2.9" />
        </g>
      ) : null}
    </Icon>
  );
}

/** An icon drawn by one path, `defaultSize` pixels square unless its user asks for another size. */
function pathIcon(d: string, defaultSize = 24) {
  return function PathIcon({ size = defaultSize }: { size?: number }) {
    return (
      <Icon size={size}>
        <path d={d} />
      </Icon>
    );
  };
}

export const MenuIcon = pathIcon('M4 7h16M4 12h16M4 17h16');
export const CloseIcon = pathIcon('M6 6l12 12M18 6 6 18');
export const ChevronRightIcon = pathIcon('m9 5 7 7-7 7', 20);
export const ChevronLeftIcon = pathIcon('m15 5-7 7 7 7', 20);
export const ChevronDownIcon = pathIcon('m6 9 6 6 6-6', 16);
