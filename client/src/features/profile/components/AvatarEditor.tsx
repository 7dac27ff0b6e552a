import { createAvatar, type Style } from '@dicebear/core';
import { bigSmile, bottts, funEmoji, lorelei, micah, thumbs } from '@dicebear/collection';
import { Camera, RefreshCw, Sparkles, Upload } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { postForm } from '../../../shared/http/rest';
import { Dialog } from '../../../shared/ui/Dialog';
import { notify } from '../../../shared/ui/notify';
import { useSession } from '../../accounts/session/SessionProvider';
import { profileStrings as s } from '../strings';
import { AVATAR_SIZE, AvatarCropper, type AvatarCropperHandle } from './AvatarCropper';
import './avatar-editor.css';
import { Button } from '../../../shared/ui/Button';
import { Tabs, type TabItem } from '../../../shared/ui/Tabs';

type Source = 'photo' | 'generated';

const STYLES: ReadonlyArray<{ name: string; style: Style<object> }> = [
  { name: 'Lorelei', style: lorelei },
  { name: 'Big Smile', style: bigSmile },
  { name: 'Micah', style: micah },
  { name: 'Fun Emoji', style: funEmoji },
  { name: 'Thumbs', style: thumbs },
  { name: 'Bottts', style: bottts },
];
const OPTIONS = 8;
const BACKGROUNDS = ['c0aede', 'd1d4f9', 'b6e3f4', 'ffd5dc', 'ffdfbf', 'c7f0d8'];

interface GeneratedOption {
  key: string;
  label: string;
  dataUri: string;
}

/** Avatars drawn locally by DiceBear from the handle; no request leaves the browser. */
function generatedOptions(seedBase: string, round: number): GeneratedOption[] {
  return Array.from({ length: OPTIONS }, (_, index) => {
    const { name, style } = STYLES[(index + round) % STYLES.length];
    const seed = `${seedBase}-${round}-${index}`;
    const avatar = createAvatar(style, {
      seed,
      size: 256,
      backgroundColor: BACKGROUNDS,
      backgroundType: ['solid'],
    });
    return {
      key: seed,
      label: `${s.avatarOption(index + 1)} · ${s.avatarStyle(name)}`,
      dataUri: avatar.toDataUri(),
    };
  });
}

/** Rasterises an SVG data URI into a 512×512 PNG for the avatar endpoint. */
function svgToPng(dataUri: string): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => {
      const canvas = document.createElement('canvas');
      canvas.width = AVATAR_SIZE;
      canvas.height = AVATAR_SIZE;
      const context = canvas.getContext('2d');
      if (!context) {
        reject(new Error('canvas unavailable'));
        return;
      }
      context.drawImage(image, 0, 0, AVATAR_SIZE, AVATAR_SIZE);
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('encoding failed'))),
        'image/png',
      );
    };
    image.onerror = () => reject(new Error('svg not readable'));
    image.src = dataUri;
  });
}

interface AvatarEditorProps {
  onClose: () => void;
  onSaved: () => void;
}

/** 'Editar avatar': crop an uploaded photo or pick a generated avatar, then save it. */
export default function AvatarEditor({ onClose, onSaved }: AvatarEditorProps) {
  const { user, refresh } = useSession();
  const [source, setSource] = useState<Source>('photo');
  const [photo, setPhoto] = useState<ImageBitmap | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const [picked, setPicked] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cropper = useRef<AvatarCropperHandle>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const groupName = useId();
  const seedBase = user?.name ?? 'mixel';
  const options = useMemo(() => generatedOptions(seedBase, round), [seedBase, round]);

  useEffect(() => () => photo?.close(), [photo]);

  const choosePhoto = async (file: File | undefined) => {
    if (!file) {
      return;
    }
    setPhotoError(null);
    // the picker's filter is a suggestion: 'Todos los archivos' lets anything through
    if (file.type !== '' && !file.type.startsWith('image/')) {
      setPhoto(null);
      setPhotoError(s.avatarPhotoNotImage);
      return;
    }
    try {
      setPhoto(await createImageBitmap(file, { imageOrientation: 'from-image' }));
    } catch {
      setPhotoError(s.avatarPhotoUnreadable);
    }
  };

  const pickedOption = options.find((option) => option.key === picked) ?? null;
  const canSave = source === 'photo' ? photo !== null : pickedOption !== null;

  const save = async () => {
    setError(null);
    setSaving(true);
    try {
      let blob: Blob;
      let name: string;
      if (source === 'photo' && photo && cropper.current) {
        blob = await cropper.current.export();
        name = blob.type === 'image/webp' ? 'avatar.webp' : 'avatar.jpg';
      } else if (source === 'generated' && pickedOption) {
        blob = await svgToPng(pickedOption.dataUri);
        name = 'avatar.png';
      } else {
        setError(s.avatarPickFirst);
        return;
      }
      const form = new FormData();
      form.append('image', blob, name);
      await postForm<{ image: string | null }>('/api/account/avatar', form);
      await refresh();
      notify.success(s.avatarSaved);
      onSaved();
      onClose();
    } catch {
      setError(s.avatarSaveFailed);
    } finally {
      setSaving(false);
    }
  };

  const tabs: ReadonlyArray<TabItem<Source>> = [
    { value: 'photo', label: s.avatarTabPhoto, icon: <Camera size={16} aria-hidden="true" /> },
    {
      value: 'generated',
      label: s.avatarTabGenerated,
      icon: <Sparkles size={16} aria-hidden="true" />,
    },
  ];

  return (
    <Dialog
      open
      onClose={onClose}
      title={s.avatarTitle}
      className="dialog--avatar"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {s.avatarCancel}
          </Button>
          <Button variant="primary" disabled={!canSave || saving} onClick={() => void save()}>
            {saving ? <span className="spinner" aria-hidden="true" /> : null}
            {saving ? s.avatarSaving : s.avatarSave}
          </Button>
        </>
      }
    >
      <Tabs
        label={s.avatarTabsLabel}
        idPrefix="avatar"
        className="avatar-tabs"
        items={tabs}
        value={source}
        onChange={setSource}
      />

      {source === 'photo' ? (
        <div
          id="avatar-panel-photo"
          role="tabpanel"
          aria-labelledby="avatar-tab-photo"
          className="avatar-panel"
        >
          <input
            ref={fileInput}
            type="file"
            accept="image/*"
            className="visually-hidden"
            tabIndex={-1}
            aria-label={s.avatarPhotoInput}
            onChange={(event) => {
              void choosePhoto(event.currentTarget.files?.[0]);
              event.currentTarget.value = '';
            }}
          />
          {photo ? <AvatarCropper ref={cropper} image={photo} /> : null}
          <div className="avatar-panel__pick">
            <Button
              variant={photo ? 'ghost' : 'primary'}
              size={photo ? 'sm' : 'md'}
              icon={<Upload size={16} aria-hidden="true" />}
              onClick={() => fileInput.current?.click()}
            >
              {photo ? s.avatarChooseAnother : s.avatarChoosePhoto}
            </Button>
            {photo ? null : <p className="field__hint">{s.avatarPhotoHint}</p>}
            {photoError ? (
              <p className="field__error" role="alert">
                {photoError}
              </p>
            ) : null}
          </div>
        </div>
      ) : (
        <div
          id="avatar-panel-generated"
          role="tabpanel"
          aria-labelledby="avatar-tab-generated"
          className="avatar-panel"
        >
          <p className="field__hint">{s.avatarGeneratedHint}</p>
          <div className="avatar-options" role="radiogroup" aria-label={s.avatarTabGenerated}>
            {options.map((option) => (
              <label key={option.key} className="avatar-option">
                <input
                  type="radio"
                  name={groupName}
                  value={option.key}
                  checked={picked === option.key}
                  onChange={() => setPicked(option.key)}
                  aria-label={option.label}
                />
                <img src={option.dataUri} alt="" width={72} height={72} />
              </label>
            ))}
          </div>
          <Button
            variant="ghost"
            size="sm"
            className="avatar-shuffle"
            onClick={() => {
              setRound((value) => value + 1);
              setPicked(null);
            }}
          >
            <RefreshCw size={16} aria-hidden="true" />
            {s.avatarShuffle}
          </Button>
        </div>
      )}
      {error ? (
        <p className="field__error avatar-error" role="alert">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
