/** The host a destination shows on hover ('ejemplo.com'), without a leading www. */
export function destinationHost(destinationUrl: string): string {
  try {
    return new URL(destinationUrl).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}
