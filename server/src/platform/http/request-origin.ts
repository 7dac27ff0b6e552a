/** The origin a request was made to (`https://host:port`), for links back to this server. */
export function requestOrigin(req: { protocol: string; host?: string; hostname: string }): string {
  return `${req.protocol}://${req.host ?? req.hostname}`;
}

/** Where browsers and providers reach this server: PUBLIC_URL, else the request's own origin. */
export function publicBaseUrl(
  publicUrl: string | undefined,
  req: { protocol: string; host?: string; hostname: string },
): string {
  return (publicUrl ?? requestOrigin(req)).replace(/\/$/, '');
}
