import { PostKind } from '../domain/post';

export interface PendingUpload {
  id: string;
  ownerId: string;
  storageKey: string;
  contentType: string;
  kind: PostKind;
  originalName: string | null;
  size: number;
}

/** Files uploaded ahead of a GraphQL createPost call. */
export abstract class UploadRepository {
  abstract create(upload: PendingUpload): Promise<void>;
  abstract findOwned(id: string, ownerId: string): Promise<PendingUpload | null>;
  abstract delete(id: string): Promise<void>;
}
