/**
 * The name a product tile shows under its brand line: the product's name without the brand it starts
 * with (the tile already shows the brand above it), so that on a narrow tile the words that tell
 * products apart (season, home or away, men or women) are the ones that fit. A name that is only the
 * brand, or that does not start with it as whole words, stays as it is.
 */
export function tileName(name: string, brand: string): string {
  const trimmed = name.trim();
  const prefix = brand.trim();
  if (prefix === '') return trimmed;
  if (trimmed.slice(0, prefix.length).toLocaleLowerCase() !== prefix.toLocaleLowerCase()) return trimmed;
  const rest = trimmed.slice(prefix.length);
  const stripped = rest.replace(/^[\s\-–—:·,]+/, '');
  // Whole words only: "Pumatech Shirt" does not start with the brand "Puma". Nothing left: the name is
  // the brand alone.
  return stripped === rest || stripped === '' ? trimmed : stripped;
}
