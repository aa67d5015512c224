/**
 * The wishlist heart, outlined or filled; decorative (its button carries the name). Drawn by the
 * stylesheet (`.heart-icon`), so a listing's many hearts do not each repeat the path in the HTML.
 */
export function HeartIcon({ filled = false }: { filled?: boolean }) {
  return <span className={filled ? 'heart-icon heart-icon--filled' : 'heart-icon'} aria-hidden="true" />;
}
