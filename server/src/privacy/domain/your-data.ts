/** An archive of everything a user gave Mixel ("Descargar mis datos"). */
export type DataExportStatus = 'pending' | 'ready' | 'failed' | 'expired';

export interface DataExport {
  id: string;
  userId: string;
  status: DataExportStatus;
  archiveKey: string | null;
  size: number | null;
  error: string | null;
  createdAt: Date;
  readyAt: Date | null;
  expiresAt: Date | null;
}

/** How long a ready archive is kept before it is removed from the store. */
export const EXPORT_RETENTION_DAYS = 7;

/** How long a download link minted for the owner stays valid. */
export const DOWNLOAD_LINK_TTL_SECONDS = 15 * 60;

/** An account without a password confirms its deletion with a sign-in this recent. */
export const RECENT_SIGN_IN_MS = 10 * 60 * 1000;

/** Where the archive of one export lives in the media store (private: signed downloads only). */
export function archiveKey(userId: string, exportId: string): string {
  return `private/exports/${userId}/${exportId}.zip`;
}

export function expiryOf(readyAt: Date): Date {
  return new Date(readyAt.getTime() + EXPORT_RETENTION_DAYS * 24 * 3600 * 1000);
}

/** The file name the browser saves the archive as. */
export function archiveFileName(readyAt: Date): string {
  return `mixel-mis-datos-${readyAt.toISOString().slice(0, 10)}.zip`;
}

/**
 * Every media key of a user's posts, generations, uploads, avatar and exports starts with one of
 * these; deleting the account removes everything under them (variants a run left behind too).
 */
export function mediaPrefixesOf(owned: {
  userId: string;
  postIds: string[];
  generationIds: string[];
  uploadIds: string[];
}): string[] {
  return [
    `public/avatars/${owned.userId}/`,
    `private/exports/${owned.userId}/`,
    ...owned.postIds.flatMap((id) => [
      `public/${id}/`,
      `private/premium/${id}/`,
      `private/downloads/${id}/`,
      `private/originals/${id}`,
      `private/editables/${id}`,
    ]),
    ...owned.generationIds.flatMap((id) => [
      `public/generations/${id}/`,
      `private/generations/${id}/`,
    ]),
    ...owned.uploadIds.map((id) => `private/uploads/${id}`),
  ];
}

/**
 * Whether a key is one of a prefix's objects: a folder prefix (ending in '/') holds everything
 * under it; any other prefix is one exact key (a post's original is `private/originals/<id>`,
 * and another post's id never starts with this one's).
 */
export function isUnderPrefix(key: string, prefix: string): boolean {
  return prefix.endsWith('/') ? key.startsWith(prefix) : key === prefix;
}
