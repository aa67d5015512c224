/**
 * A colour drawn as a dot. An SVG fill, not an inline style: the shop's Content-Security-Policy allows
 * no style attributes, and the colour comes from the API (core's `readColourVariants` lets only
 * `#rrggbb` through).
 */
export function SwatchDot({ hex }: { hex: string }) {
  return (
    <svg className="swatch__dot" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="9.25" fill={hex} stroke="rgba(0, 0, 0, 0.28)" strokeWidth="1.5" />
    </svg>
  );
}
