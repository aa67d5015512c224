/** Colours of the association, for the drawings (the CSS uses the same values from tokens.css). */
const RED = '#c8102e';
const RED_DARK = '#9e0b23';
const WHITE = '#ffffff';
const INK = '#1a1a1a';

const JERSEY =
  'M112 40 L66 56 L8 112 L44 178 L84 156 L86 336 Q180 348 274 336 L276 156 L316 178 L352 112 L294 56 L248 40 Q180 84 112 40 Z';

/**
 * A jersey drawn in two colours, as the product pictures draw it: body and trim (collar, cuffs, the
 * band across the chest, crest and maker's mark), with the inside of the back neck and a stitched hem.
 */
function Jersey({ body, trim, outline }: { body: string; trim: string; outline: string }) {
  return (
    <g>
      <path d={JERSEY} fill={body} />
      <path d="M112 40 Q180 84 248 40 Q180 56 112 40 Z" fill="#000" fillOpacity="0.25" />
      <rect x="86" y="196" width="190" height="30" fill={trim} />
      <path d="M8 112 L44 178 L49 167 L13 101 Z M352 112 L316 178 L311 167 L347 101 Z" fill={trim} />
      <path d={JERSEY} fill="none" stroke={outline} strokeWidth="6" strokeLinejoin="round" />
      <path d="M112 40 Q180 84 248 40" fill="none" stroke={trim} strokeWidth="9" />
      <path
        d="M92 326 Q180 338 268 326"
        fill="none"
        stroke={outline}
        strokeOpacity="0.5"
        strokeWidth="2"
        strokeDasharray="5 4"
      />
      <path
        d="M118 118 L128 108 L138 118 M118 128 L128 118 L138 128"
        fill="none"
        stroke={trim}
        strokeWidth="4"
      />
      <circle cx="232" cy="100" r="4" fill={trim} />
      <path d="M218 104 H246 V120 Q246 133 232 139 Q218 133 218 120 Z" fill={trim} />
      <path d="M221 114 H243 V122 H221 Z" fill={body} />
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
