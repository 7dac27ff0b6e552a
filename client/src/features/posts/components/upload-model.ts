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

// What the server's media pipeline reads (it checks the bytes again): other files are refused
// here with a word, rather than after the member has filled in the details.
const IMAGE_TYPES = ['jpeg', 'png', 'webp', 'avif', 'gif', 'heic', 'heif'];
const VIDEO_TYPES = ['mp4', 'webm', 'quicktime'];
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'avif', 'gif', 'heic', 'heif'];
const VIDEO_EXTENSIONS = ['mp4', 'm4v', 'webm', 'mov'];

/**
 * Image or video from the file's type (its extension when the browser gives no type, as for
 * HEIC on some systems); null for anything we do not accept.
 */
export function kindOf(file: Pick<File, 'type'> & { name?: string }): UploadKind | null {
  const [family, subtype = ''] = file.type.toLowerCase().split('/');
  if (family === 'image') {
    return IMAGE_TYPES.includes(subtype) ? 'image' : null;
  }
  if (family === 'video') {
    return VIDEO_TYPES.includes(subtype) ? 'video' : null;
  }
  if (file.type === '' || file.type === 'application/octet-stream') {
    const extension = file.name?.toLowerCase().split('.').pop() ?? '';
    if (IMAGE_EXTENSIONS.includes(extension)) {
      return 'image';
    }
    if (VIDEO_EXTENSIONS.includes(extension)) {
      return 'video';
    }
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
