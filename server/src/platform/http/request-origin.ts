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

const LOOPBACK_HOST = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/**
 * Where links mailed to a member point: PUBLIC_URL, else this machine. Never a remote request's
 * own Host, which its sender chooses: a reset link for someone else would go to their site.
 */
export function mailLinkBase(
  publicUrl: string | undefined,
  port: number,
  req: { protocol: string; host?: string; hostname: string },
): string {
  if (publicUrl) {
    return publicUrl.replace(/\/$/, '');
  }
  return LOOPBACK_HOST.test(req.hostname) ? requestOrigin(req) : `http://localhost:${port}`;
}
