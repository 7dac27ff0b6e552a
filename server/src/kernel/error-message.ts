/** The message of anything thrown: an Error's own, or the thrown value as text. */
export const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);
