import { DataExport } from '../domain/your-data';

/** One JSON file of the archive: its name and the rows it holds. */
export interface ExportSection {
  file: string;
  rows: unknown[];
}

/** A media object to copy into the archive under `name`. */
export interface ExportMedia {
  name: string;
  key: string;
}

export interface UserData {
  handle: string;
  sections: ExportSection[];
  media: ExportMedia[];
}

export abstract class DataExportRepository {
  /** Records a pending export; throws PRIVACY.EXPORT_IN_PROGRESS while another is pending. */
  abstract createPending(id: string, userId: string): Promise<DataExport>;
  abstract findById(id: string): Promise<DataExport | null>;
  abstract findLatest(userId: string): Promise<DataExport | null>;
  abstract markReady(
    id: string,
    key: string,
    size: number,
    readyAt: Date,
    expiresAt: Date,
  ): Promise<void>;
  abstract markFailed(id: string, error: string): Promise<void>;
  abstract findPendingIds(limit: number): Promise<string[]>;
  /** Ready exports past their expiry (their archives are still in the store). */
  abstract findExpired(now: Date, limit: number): Promise<DataExport[]>;
  abstract markExpired(id: string): Promise<void>;
  /** Everything of the user that goes into the archive (null when the user no longer exists). */
  abstract readUserData(userId: string): Promise<UserData | null>;
}
