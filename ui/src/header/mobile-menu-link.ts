// What the burger button, the phone menu's place in the header and its dialog (a chunk of its own,
// `header-parts.ts`) share, apart from all three so that the dialog's chunk does not import its opener.

/** The other language's version of the current page, as the header's language switch links it. */
export interface LanguageSwitchLink {
  readonly href: string;
  /** The BCP 47 tag of the other language (`de-AT`, `en-US`). */
  readonly lang: string;
}

/** The id of the phone menu's dialog, which the burger button controls. */
export const MOBILE_MENU_ID = 'mobile-menu';
