/** The origin a request was made to (`https://host:port`), for return and webhook URLs. */
export function requestOrigin(req: { protocol: string; host?: string; hostname: string }): string {
  return `${req.protocol}://${req.host ?? req.hostname}`;
}
