import { ArrowLeft, Crown } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useOverlays } from '../../../shared/hooks/overlays';
import { useIsDesktop } from '../../../shared/hooks/useMediaQuery';
import { Dialog } from '../../../shared/ui/Dialog';
import { useSession } from '../../accounts/session/SessionProvider';
import { postsStrings as s } from '../strings';
import { UploadDialogDetails, UploadPreview, type DetailsValue } from './UploadDialogDetails';
import { UploadDialogDropZone } from './UploadDialogDropZone';
import { kindOf, titleProblem, TITLE_MAX, type UploadKind } from './upload-model';
import { clearHandedOffFile, handedOffFile } from './upload-handoff';
import { runUpload } from './upload-runner';
import './upload-dialog.css';
import { Button } from '../../../shared/ui/Button';

interface ChosenFile {
  file: File;
  kind: UploadKind;
  previewUrl: string;
}

const EMPTY_DETAILS: DetailsValue = {
  mode: 'post',
  title: '',
  desc: '',
  monetizable: false,
  sensitive: false,
  editable: null,
  category: null,
};

/** Waits until the browser has read the file (decoded an image, or the video's metadata). */
function readFile(kind: UploadKind, url: string): Promise<void> {
  return new Promise((resolve) => {
    // A file the browser cannot preview (HEIC, some codecs) still moves on after a moment.
    const timer = window.setTimeout(resolve, 4000);
    const done = () => {
      window.clearTimeout(timer);
      resolve();
    };
    if (kind === 'image') {
      const image = new Image();
      image.onload = done;
      image.onerror = done;
      image.src = url;
    } else {
      const video = document.createElement('video');
      video.preload = 'metadata';
      video.onloadedmetadata = done;
      video.onerror = done;
      video.src = url;
    }
  });
}

/** 'Crear nueva publicación': step 1 picks or drops a file, step 2 takes the details. */
interface UploadDialogProps {
  open: boolean;
  onClose: () => void;
  /** The mode step 2 starts in: 'announcement' when the advertising centre opens it. */
  initialMode?: DetailsValue['mode'];
}

export function UploadDialog(props: UploadDialogProps) {
  // A fresh instance per opening, so every opening starts again from step 1.
  return <UploadDialogInstance key={props.open ? 'open' : 'closed'} {...props} />;
}

function UploadDialogInstance({ open, onClose, initialMode = 'post' }: UploadDialogProps) {
  const { user } = useSession();
  const overlays = useOverlays();
  const navigate = useNavigate();
  const isDesktop = useIsDesktop();
  const formId = useId();
  const [chosen, setChosen] = useState<ChosenFile | null>(null);
  // A file handed over by another page (the canvas's drawing) skips step 1.
  const [handedOff] = useState(() => {
    const file = open ? handedOffFile() : null;
    return file && kindOf(file) ? file : null;
  });
  const [reading, setReading] = useState(handedOff !== null);
  const [details, setDetails] = useState<DetailsValue>({ ...EMPTY_DETAILS, mode: initialMode });
  const [titleError, setTitleError] = useState<string | null>(null);

  useEffect(() => {
    return () => {
      if (chosen) {
        URL.revokeObjectURL(chosen.previewUrl);
      }
    };
  }, [chosen]);

  const read = (file: File, kind: UploadKind) => {
    const previewUrl = URL.createObjectURL(file);
    void readFile(kind, previewUrl).then(() => {
      setReading(false);
      setChosen({ file, kind, previewUrl });
    });
  };

  const onFile = (file: File) => {
    const kind = kindOf(file);
    if (!kind) {
      return;
    }
    setReading(true);
    read(file, kind);
  };

  useEffect(() => {
    if (handedOff) {
      clearHandedOffFile();
      read(handedOff, kindOf(handedOff)!);
    }
  }, [handedOff]);

  const back = () => {
    setChosen(null);
    setTitleError(null);
  };

  const submit = () => {
    if (!chosen) {
      return;
    }
    const problem = titleProblem(details.title);
    if (problem) {
      setTitleError(problem === 'required' ? s.titleRequired : s.titleTooLong(TITLE_MAX));
      return;
    }
    runUpload({ ...details, kind: chosen.kind, file: chosen.file }, (path) => {
      void navigate(path);
    });
    onClose();
  };

  const videoBlocked = chosen?.kind === 'video' && !user?.entitlements.videoUpload;
  const submitLabel =
    details.mode === 'announcement'
      ? s.finish
      : details.mode === 'archived' || !isDesktop
        ? s.upload
        : s.publish;

  let body;
  if (!chosen) {
    body = <UploadDialogDropZone onFile={onFile} busy={reading} />;
  } else if (videoBlocked) {
    body = (
      <div className="upload-details">
        <UploadPreview kind={chosen.kind} file={chosen.file} previewUrl={chosen.previewUrl} />
        <div className="upload-upsell" role="alert">
          <span className="brand-tile upload-upsell__icon" aria-hidden="true">
            <Crown size={24} />
          </span>
          <h3>{s.videoMaxTitle}</h3>
          <p>{s.videoMaxText}</p>
          <div className="upload-upsell__actions">
            <Button variant="gradient" onClick={() => overlays.open('plans')}>
              <Crown size={16} aria-hidden="true" />
              {s.upgradePlan}
            </Button>
            <Button variant="secondary" onClick={back}>
              {s.chooseAnother}
            </Button>
          </div>
        </div>
      </div>
    );
  } else {
    body = (
      <UploadDialogDetails
        formId={formId}
        kind={chosen.kind}
        file={chosen.file}
        previewUrl={chosen.previewUrl}
        value={details}
        onChange={(patch) => {
          setDetails((previous) => ({ ...previous, ...patch }));
          if (patch.title !== undefined) {
            setTitleError(null);
          }
        }}
        titleError={titleError}
        onSubmit={submit}
      />
    );
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={s.uploadTitle}
      className={`dialog--upload${chosen ? ' dialog--upload-details' : ''}`}
      headerStart={
        chosen ? (
          <button type="button" className="icon-btn" aria-label={s.back} onClick={back}>
            <ArrowLeft size={20} aria-hidden="true" />
          </button>
        ) : null
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {s.cancel}
          </Button>
          {chosen && !videoBlocked ? (
            <Button type="submit" form={formId} variant="primary">
              {submitLabel}
            </Button>
          ) : null}
        </>
      }
    >
      {body}
    </Dialog>
  );
}
