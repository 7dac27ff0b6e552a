/**
 * One file of an archive: text we make (when the writer reaches it, so a last entry can tell
 * what the others held), or a media object copied from the store as it streams.
 */
export type ArchiveEntry =
  { name: string; text: () => string } | { name: string; mediaKey: string };

/**
 * Writes a zip archive into the media store under `key`, streaming each entry (media objects are
 * read from the store as they are written), so memory stays flat whatever the user's media weighs.
 * Entries whose media object is missing are skipped; their names are returned.
 */
export abstract class ArchiveWriter {
  abstract write(key: string, entries: ArchiveEntry[], missing: string[]): Promise<number>;
}
