import { ImagePlus } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { postsStrings as s } from '../strings';
import { kindOf, MEDIA_ACCEPT } from './upload-model';
import { Button } from '../../../shared/ui/Button';

interface DropZoneProps {
  onFile: (file: File) => void;
  busy: boolean;
}

/** Step 1: drag a file here or pick one; any other kind of file is refused with a word. */
export function UploadDialogDropZone({ onFile, busy }: DropZoneProps) {
  const [dragOver, setDragOver] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();

  const take = (files: FileList | null) => {
    const all = files ? Array.from(files) : [];
    const file = all.find((candidate) => kindOf(candidate) !== null);
    if (file) {
      setRefused(null);
      onFile(file);
    } else if (all.length > 0) {
      setRefused(s.wrongFileType(all[0].name));
    }
  };

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragOver(true);
  };

  return (
    <div
      className={`dropzone${dragOver ? ' dropzone--active' : ''}`}
      data-drag-over={dragOver}
      data-testid="upload-dropzone"
      onDragEnter={onDragOver}
      onDragOver={onDragOver}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          setDragOver(false);
        }
      }}
      onDrop={(event) => {
        event.preventDefault();
        setDragOver(false);
        take(event.dataTransfer.files);
      }}
    >
      <span className="brand-tile dropzone__icon" aria-hidden="true">
        <ImagePlus size={34} strokeWidth={1.6} />
      </span>
      <p className="dropzone__text">{dragOver ? s.dropZoneActive : s.dropZoneText}</p>
      <p className="dropzone__hint">{s.dropZoneHint}</p>
      {refused ? (
        <p id={errorId} className="dropzone__error" role="alert">
          {refused}
        </p>
      ) : null}
      <label htmlFor={inputId} className="visually-hidden">
        {s.fileInputLabel}
      </label>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={MEDIA_ACCEPT}
        className="visually-hidden"
        tabIndex={-1}
        aria-describedby={refused ? errorId : undefined}
        onChange={(event) => {
          take(event.currentTarget.files);
          event.currentTarget.value = '';
        }}
      />
      <Button variant="primary" disabled={busy} onClick={() => input.current?.click()}>
        {busy ? <span className="spinner" aria-hidden="true" /> : null}
        {busy ? s.readingFile : s.selectFile}
      </Button>
    </div>
  );
}
