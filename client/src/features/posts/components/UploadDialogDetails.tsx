import { AlertCircle, FileArchive, Info, Lightbulb, Megaphone, X } from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { CategorySelect } from '../../../shared/categories/CategorySelect';
import { postsStrings as s } from '../strings';
import {
  DESC_MAX,
  EDITABLE_ACCEPT,
  TITLE_MAX,
  TITLE_SHORT,
  type UploadKind,
  type UploadMode,
} from './upload-model';
import { Button } from '../../../shared/ui/Button';

export interface DetailsValue {
  mode: UploadMode;
  title: string;
  desc: string;
  monetizable: boolean;
  sensitive: boolean;
  editable: File | null;
  category: string | null;
}

/** The fixed category list; left on 'automatic', the server derives one from the hashtags. */
function CategoryField({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (category: string | null) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {s.categoryLabel} <span className="field__optional">{s.descOptional}</span>
      </label>
      <CategorySelect id={id} value={value} onChange={onChange} emptyLabel={s.categoryAuto} />
    </div>
  );
}

interface DetailsProps {
  formId: string;
  kind: UploadKind;
  file: File;
  previewUrl: string;
  value: DetailsValue;
  onChange: (patch: Partial<DetailsValue>) => void;
  titleError: string | null;
  onSubmit: () => void;
}

const MODES: ReadonlyArray<{ mode: UploadMode; label: string; hint: string }> = [
  { mode: 'post', label: s.modePost, hint: s.modePostHint },
  { mode: 'archived', label: s.modeArchived, hint: s.modeArchivedHint },
  { mode: 'announcement', label: s.modeAnnouncement, hint: s.modeAnnouncementHint },
];

function fileTypeLabel(kind: UploadKind, file: File): string {
  const subtype = file.type.split('/')[1]?.toUpperCase() ?? '';
  return `${kind === 'image' ? s.kindImage : s.kindVideo}${subtype ? ` · ${subtype}` : ''}`;
}

/** Collapsible opt-in: the explanation unfolds once the box is ticked. */
function OptionPanel({
  label,
  details,
  checked,
  onChange,
}: {
  label: string;
  details: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className={`upload-option${checked ? ' upload-option--open' : ''}`}>
      <label className="upload-option__row" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          className="checkbox"
          checked={checked}
          aria-describedby={checked ? `${id}-details` : undefined}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
        <span>{label}</span>
      </label>
      {checked ? (
        <p id={`${id}-details`} className="upload-option__details">
          {details}
        </p>
      ) : null}
    </div>
  );
}

export function UploadPreview({
  kind,
  file,
  previewUrl,
}: {
  kind: UploadKind;
  file: File;
  previewUrl: string;
}) {
  const [broken, setBroken] = useState(false);
  let media: ReactNode;
  if (broken) {
    media = (
      <span className="upload-preview__fallback">
        <FileArchive size={40} strokeWidth={1.5} aria-hidden="true" />
        {file.name}
      </span>
    );
  } else if (kind === 'image') {
    media = (
      <img
        src={previewUrl}
        alt={s.previewLabel}
        className="upload-preview__media"
        onError={() => setBroken(true)}
      />
    );
  } else {
    media = (
      <video
        src={previewUrl}
        className="upload-preview__media"
        controls
        playsInline
        muted
        preload="metadata"
        aria-label={s.previewLabel}
        onError={() => setBroken(true)}
      />
    );
  }
  return (
    <figure className="upload-preview" data-testid="upload-preview">
      {media}
      <figcaption className="upload-file">
        <span className="visually-hidden">{s.fileDetails}</span>
        <dl>
          <div>
            <dt>{s.fileType}</dt>
            <dd>{fileTypeLabel(kind, file)}</dd>
          </div>
          <div>
            <dt>{s.fileName}</dt>
            <dd className="upload-file__name">{file.name}</dd>
          </div>
          <div>
            <dt>{s.fileSize}</dt>
            <dd>{s.sizeMb(file.size)}</dd>
          </div>
        </dl>
      </figcaption>
    </figure>
  );
}

/** Step 2: title, description, visibility mode and the image-only options. */
export function UploadDialogDetails({
  formId,
  kind,
  file,
  previewUrl,
  value,
  onChange,
  titleError,
  onSubmit,
}: DetailsProps) {
  const titleId = useId();
  const descId = useId();
  const editableInput = useRef<HTMLInputElement>(null);
  const titleLength = value.title.length;
  const titleShort = value.title.trim().length < TITLE_SHORT;
  const announcement = value.mode === 'announcement';
  const note = announcement
    ? s.noteAnnouncement
    : value.mode === 'archived'
      ? s.noteArchived
      : s.notePublic;

  return (
    <div className="upload-details">
      <UploadPreview kind={kind} file={file} previewUrl={previewUrl} />
      <form
        id={formId}
        className="upload-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <fieldset className="upload-modes">
          <legend className="field__label">{s.modeLabel}</legend>
          <div className="segmented">
            {MODES.map((option) => (
              <label key={option.mode} className="segmented__option">
                <input
                  type="radio"
                  name={`${formId}-mode`}
                  value={option.mode}
                  checked={value.mode === option.mode}
                  onChange={() => onChange({ mode: option.mode })}
                />
                <span className="segmented__label">{option.label}</span>
                <span className="segmented__hint">{option.hint}</span>
              </label>
            ))}
          </div>
        </fieldset>

        <p className={`upload-note${announcement ? ' upload-note--ad' : ''}`} role="note">
          {announcement ? (
            <Megaphone size={16} aria-hidden="true" />
          ) : (
            <Info size={16} aria-hidden="true" />
          )}
          {note}
        </p>

        <div className="field">
          <div className="field__label-row">
            <label className="field__label" htmlFor={titleId}>
              {s.titleLabel}
            </label>
            <span
              className={`counter${titleShort ? ' counter--short' : ''}`}
              data-testid="title-counter"
              data-short={titleShort}
              title={titleShort ? s.titleCounterShort : undefined}
            >
              {s.titleCounter(titleLength, TITLE_MAX)}
            </span>
          </div>
          <input
            id={titleId}
            className="input"
            value={value.title}
            maxLength={TITLE_MAX}
            placeholder={s.titlePlaceholder}
            autoComplete="off"
            aria-invalid={titleError ? true : undefined}
            aria-describedby={titleError ? `${titleId}-error` : undefined}
            required
            autoFocus
            onChange={(event) => onChange({ title: event.currentTarget.value })}
          />
          {titleError ? (
            <p id={`${titleId}-error`} className="field__error" role="alert">
              <AlertCircle size={14} aria-hidden="true" />
              {titleError}
            </p>
          ) : null}
        </div>

        <div className="field">
          <div className="field__label-row">
            <label className="field__label" htmlFor={descId}>
              {s.descLabel} <span className="field__optional">{s.descOptional}</span>
            </label>
            <span className="counter">{s.titleCounter(value.desc.length, DESC_MAX)}</span>
          </div>
          <textarea
            id={descId}
            className="input textarea"
            rows={4}
            value={value.desc}
            maxLength={DESC_MAX}
            placeholder={s.descPlaceholder}
            aria-describedby={`${descId}-tips`}
            onChange={(event) => onChange({ desc: event.currentTarget.value })}
          />
          <div id={`${descId}-tips`} className="upload-tips">
            <p className="upload-tips__title">
              <Lightbulb size={14} aria-hidden="true" />
              {s.hashtagTipsTitle}
            </p>
            <ul>
              {s.hashtagTips.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </div>
        </div>

        <CategoryField value={value.category} onChange={(category) => onChange({ category })} />

        {kind === 'image' && !announcement ? (
          <div className="upload-options">
            <OptionPanel
              label={s.monetizableLabel}
              details={s.monetizableDetails}
              checked={value.monetizable}
              onChange={(monetizable) => onChange({ monetizable })}
            />
            <OptionPanel
              label={s.sensitiveLabel}
              details={s.sensitiveDetails}
              checked={value.sensitive}
              onChange={(sensitive) => onChange({ sensitive })}
            />
          </div>
        ) : null}

        {kind === 'image' ? (
          <div className="field">
            <span className="field__label">{s.editableLabel}</span>
            <input
              ref={editableInput}
              type="file"
              accept={EDITABLE_ACCEPT}
              className="visually-hidden"
              tabIndex={-1}
              aria-label={s.editableLabel}
              onChange={(event) => {
                onChange({ editable: event.currentTarget.files?.[0] ?? null });
                event.currentTarget.value = '';
              }}
            />
            {value.editable ? (
              <div className="upload-editable">
                <FileArchive size={18} aria-hidden="true" />
                <span className="upload-editable__name">{value.editable.name}</span>
                <span className="upload-editable__size">{s.sizeMb(value.editable.size)}</span>
                <button
                  type="button"
                  className="icon-btn icon-btn--sm"
                  aria-label={s.editableRemove}
                  onClick={() => onChange({ editable: null })}
                >
                  <X size={16} aria-hidden="true" />
                </button>
              </div>
            ) : (
              <Button
                variant="secondary"
                size="sm"
                className="upload-editable__pick"
                onClick={() => editableInput.current?.click()}
              >
                <FileArchive size={16} aria-hidden="true" />
                {s.editableChoose}
              </Button>
            )}
            <p className="field__hint">{s.editableHint}</p>
          </div>
        ) : null}
      </form>
    </div>
  );
}
