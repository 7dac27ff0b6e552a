/** Rules and shapes of the upload dialog, free of React so they are easy to test. */

export type UploadMode = 'post' | 'archived' | 'announcement';
export type UploadKind = 'image' | 'video';

export const TITLE_MAX = 100;
/** Below this the counter turns red; publishing is still allowed (the spec only colours it). */
export const TITLE_SHORT = 10;
export const DESC_MAX = 2200;
export const EDITABLE_ACCEPT = '.psd,image/*,application/octet-stream';
export const MEDIA_ACCEPT = 'image/*,video/*';

export interface UploadRequest {
  mode: UploadMode;
  kind: UploadKind;
  file: File;
  title: string;
  desc: string;
  monetizable: boolean;
  sensitive: boolean;
  editable: File | null;
  /** One of the server's categories; null lets the server derive it from the hashtags. */
  category: string | null;
}

/** Image or video from the file's type; anything else is ignored (null). */
export function kindOf(file: Pick<File, 'type'>): UploadKind | null {
  if (file.type.startsWith('image/')) {
    return 'image';
  }
  if (file.type.startsWith('video/')) {
    return 'video';
  }
  return null;
}

/**
 * Announcement mode uploads as archived for now: ads do not exist yet, so the content stays
 * private to its author until the ads feature can place it.
 */
export function visibilityOf(mode: UploadMode): 'public' | 'archived' {
  return mode === 'post' ? 'public' : 'archived';
}

/** The "finished" mode of the spec (archived uploads) says Subiendo…/Subido instead. */
export function isFinishedMode(mode: UploadMode): boolean {
  return mode !== 'post';
}

export type TitleProblem = 'required' | 'too-long' | null;

export function titleProblem(title: string): TitleProblem {
  const trimmed = title.trim();
  if (trimmed === '') {
    return 'required';
  }
  return trimmed.length > TITLE_MAX ? 'too-long' : null;
}

/** The multipart body of POST /api/image/add-image|add-video. */
export function uploadForm(request: UploadRequest): FormData {
  const form = new FormData();
  form.append('title', request.title.trim());
  form.append('desc', request.desc.trim());
  form.append('visibility', visibilityOf(request.mode));
  if (request.mode === 'announcement') {
    form.append('announcement', 'true');
  }
  if (request.category) {
    form.append('category', request.category);
  }
  // Only images offer these options; the user's actual choice is sent (never forced to true).
  const options = request.kind === 'image' && request.mode !== 'announcement';
  form.append('monetizable', String(options && request.monetizable));
  form.append('sensitive', String(options && request.sensitive));
  if (request.editable && request.kind === 'image') {
    form.append('editable', request.editable, request.editable.name);
  }
  form.append(request.kind, request.file, request.file.name);
  return form;
}

export function uploadUrl(kind: UploadKind): string {
  return kind === 'image' ? '/api/image/add-image' : '/api/image/add-video';
}
