/**
 * The client's network address, for limits per client: the first `X-Forwarded-For` entry when the
 * server runs behind a proxy it trusts to set that header, else the socket's peer; 'unknown' when
 * neither is known. From anyone else the header would let a client choose its own address.
 */
export function clientAddressOf(
  forwardedFor: string | undefined,
  peer: string | undefined,
  trustProxy: boolean,
): string {
  if (trustProxy) {
    const forwarded = forwardedFor?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return peer || 'unknown';
}
