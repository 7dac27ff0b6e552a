import { toast } from 'sonner';
import { postForm, RestError } from '../../../shared/http/rest';
import { postsStrings as s } from '../strings';
import { isFinishedMode, uploadForm, uploadUrl, type UploadRequest } from './upload-model';

/** A failed upload's notice stays this long, to reach 'Reintentar' (spec: 10 s). */
export const RESULT_NOTICE_MS = 10_000;
/** 'Publicado' with 'Ver' is shorter: it only confirms (and can be closed at once). */
export const PUBLISHED_NOTICE_MS = 6_000;
/** The spec's realtime event; a later feature relays it to the socket. */
export const UPLOAD_EVENT = 'uploadImage';

export interface UploadedDetail {
  id: string;
}

let sequence = 0;

/**
 * Sends one upload and drives its notice: a loading notice with progress, then a success notice
 * with 'Ver' or an error notice with 'Reintentar' that repeats the same upload. Runs outside the
 * dialog so the person can keep browsing (and click the notice) while it is sent.
 */
export function runUpload(request: UploadRequest, navigate: (path: string) => void): void {
  const toastId = `upload-${++sequence}`;
  const finished = isFinishedMode(request.mode);
  const loadingText = finished ? s.uploading : s.publishing;

  const attempt = async () => {
    toast.loading(loadingText, { id: toastId, duration: Infinity, description: s.progress(0) });
    try {
      const data = await postForm<UploadedDetail>(uploadUrl(request.kind), uploadForm(request), {
        onProgress: (fraction) => {
          toast.loading(loadingText, {
            id: toastId,
            duration: Infinity,
            description: s.progress(Math.round(fraction * 100)),
          });
        },
      });
      const path = `/p/${encodeURIComponent(data.id)}`;
      toast.success(finished ? s.uploaded : s.published, {
        id: toastId,
        duration: PUBLISHED_NOTICE_MS,
        description: undefined,
        action: (
          <a
            href={path}
            className="toast-action"
            onClick={(event) => {
              event.preventDefault();
              toast.dismiss(toastId);
              navigate(path);
            }}
          >
            {s.view}
          </a>
        ),
      });
      window.dispatchEvent(new CustomEvent<UploadedDetail>(UPLOAD_EVENT, { detail: data }));
    } catch (error) {
      // The spec shows a fixed text; the server's reason (if any) goes underneath.
      const reason = error instanceof RestError && error.status > 0 ? error.message : undefined;
      toast.error(s.uploadFailed, {
        id: toastId,
        duration: RESULT_NOTICE_MS,
        description: reason,
        action: (
          <button
            type="button"
            className="toast-action"
            onClick={() => {
              void attempt();
            }}
          >
            {s.retry}
          </button>
        ),
      });
    }
  };

  void attempt();
}
