/** Colours of the association, for the drawings (the CSS uses the same values from tokens.css). */
const RED = '#c8102e';
const RED_DARK = '#9e0b23';
const WHITE = '#ffffff';
const INK = '#1a1a1a';

/** A jersey drawn in two colours: body and trim (collar, chest band, cuffs, crest). */
function Jersey({ body, trim, outline }: { body: string; trim: string; outline: string }) {
  return (
    <g>
      <path
        d="M110 40 L70 55 L10 115 L50 175 L85 155 L85 340 L275 340 L275 155 L310 175 L350 115 L290 55 L250 40 Q180 85 110 40 Z"
        fill={body}
        stroke={outline}
        strokeWidth="6"
        strokeLinejoin="round"
      />
      <rect x="85" y="196" width="190" height="30" fill={trim} />
      <path d="M110 40 Q180 86 250 40 Q180 68 110 40 Z" fill={trim} />
      <path d="M18 122 L54 168" stroke={trim} strokeWidth="10" strokeLinecap="round" />
      <path d="M342 122 L306 168" stroke={trim} strokeWidth="10" strokeLinecap="round" />
      <circle cx="228" cy="122" r="17" fill={trim} />
      <path d="M220 118 L228 110 L236 118 L232 132 L224 132 Z" fill={body} />
    </g>
  );
}

/** A football: white with near-black patches. */
function Ball() {
  return (
    <g>
      <circle r="50" fill={WHITE} stroke={INK} strokeWidth="4" />
      <path d="M0 -17 L16 -5 L10 14 L-10 14 L-16 -5 Z" fill={INK} />
      <path
        d="M0 -17 L0 -47 M16 -5 L44 -16 M10 14 L27 40 M-10 14 L-27 40 M-16 -5 L-44 -16"
        stroke={INK}
        strokeWidth="4"
      />
      <path d="M-12 -48 L12 -48 L0 -40 Z M46 -2 L40 -26 L34 -12 Z" fill={INK} />
    </g>
  );
}

/** The hero's drawing: the red home jersey with the white band, a ball, and the stadium's rings. */
export function HeroIllustration() {
  return (
    <svg className="home-hero__art" viewBox="0 0 480 440" aria-hidden="true" focusable="false">
      <circle cx="270" cy="215" r="200" fill={RED_DARK} />
      <circle cx="270" cy="215" r="160" fill="none" stroke={WHITE} strokeOpacity="0.22" strokeWidth="3" />
      <circle cx="270" cy="215" r="118" fill="none" stroke={WHITE} strokeOpacity="0.14" strokeWidth="3" />
      <g transform="translate(96 36)">
        <Jersey body={RED} trim={WHITE} outline={WHITE} />
      </g>
      <g transform="translate(96 366)">
        <Ball />
      </g>
    </svg>
  );
}

/** The colours of a department card's jersey. */
export type JerseyTone = 'red' | 'white' | 'ink';

const TONES: Readonly<Record<JerseyTone, { body: string; trim: string; outline: string }>> = {
  red: { body: RED, trim: WHITE, outline: WHITE },
  white: { body: WHITE, trim: RED, outline: RED },
  ink: { body: INK, trim: RED, outline: WHITE },
};

/** A small jersey for the department cards (women, men, kids). */
export function JerseyIcon({ tone, className }: { tone: JerseyTone; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 360 360" aria-hidden="true" focusable="false">
      <g transform="translate(0 6)">
        <Jersey {...TONES[tone]} />
      </g>
    </svg>
  );
}
