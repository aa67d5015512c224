/**
 * A picture beside text that already names what it shows, so screen readers skip it (empty alt);
 * it loads as it nears the screen.
 */
export function DecorativeImage({
  className,
  src,
  width,
  height,
}: {
  className?: string;
  src: string;
  width: number;
  height: number;
}) {
  return <img className={className} src={src} alt="" width={width} height={height} loading="lazy" />;
}
