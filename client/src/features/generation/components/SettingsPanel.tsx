import { AlertCircle, ChevronRight, Crown, ImagePlus, Lock, Sparkles, Wallet } from 'lucide-react';
import { useId, useRef, type Ref } from 'react';
import { tokensToCredits } from '../../../shared/format/credits';
import { notify } from '../../../shared/ui/notify';
import { useTokensPerCredit } from '../../billing/hooks/useTokensPerCredit';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { Tooltip } from '../../../shared/ui/Tooltip';
import {
  DIMENSIONS,
  IMAGE_COUNTS,
  MODES,
  PROMPT_MAX_LENGTH,
  type Dimensions,
  type GenerationMode,
  type GenerationSettings,
  type LockedOptions,
} from '../generation-options';
import { generationStrings as s } from '../strings';
import type { Preset } from './ModelPickerDialog';
import { OptionGroup, type Option } from './OptionGroup';
import { PresetCover } from './PresetCover';
import { Button } from '../../../shared/ui/Button';

interface SettingsPanelProps {
  settings: GenerationSettings;
  onChange: (patch: Partial<GenerationSettings>) => void;
  preset: Preset | undefined;
  locks: LockedOptions;
  lockedMessage: string;
  /** Null while the presets load. */
  cost: number | null;
  /** Null for visitors. */
  balance: number | null;
  running: boolean;
  promptError: string | null;
  promptRef: Ref<HTMLTextAreaElement>;
  onOpenPicker: () => void;
  onSeePlans: () => void;
  onSubmit: () => void;
  /** The image a preset that edits images works on (a data URL), or null. */
  inputImage: string | null;
  onInputImage: (file: File | null) => void;
}

/** A small outline of the frame shape, drawn from the ratio. */
function RatioIcon({ dimensions }: { dimensions: Dimensions }) {
  const [w, h] = dimensions.split(':').map(Number);
  const scale = 18 / Math.max(w, h);
  return (
    <span
      className="gen-ratio"
      style={{ width: `${w * scale}px`, height: `${h * scale}px` }}
      aria-hidden="true"
    />
  );
}

const DIMENSION_OPTIONS: ReadonlyArray<Option<Dimensions>> = DIMENSIONS.map((value) => ({
  value,
  label: value,
  hint: s.dimensionHints[value],
  icon: <RatioIcon dimensions={value} />,
}));
const MODE_OPTIONS: ReadonlyArray<Option<GenerationMode>> = MODES.map((value) => ({
  value,
  label: s.modes[value],
  hint: s.modeHints[value],
}));
const COUNT_OPTIONS: ReadonlyArray<Option<number>> = IMAGE_COUNTS.map((value) => ({
  value,
  label: String(value),
}));

/** The generator's settings: prompt, model, dimensions, mode, images, private mode and cost. */
export function SettingsPanel({
  settings,
  onChange,
  preset,
  locks,
  lockedMessage,
  cost,
  balance,
  running,
  promptError,
  promptRef,
  onOpenPicker,
  inputImage,
  onInputImage,
  onSeePlans,
  onSubmit,
}: SettingsPanelProps) {
  const id = useId();
  const promptLength = [...settings.prompt].length;
  const tooLong = promptLength > PROMPT_MAX_LENGTH;
  const shortOfTokens = balance !== null && cost !== null && cost > balance;
  const ratio = useTokensPerCredit();
  const inCredits = (tokens: number) => tokensToCredits(tokens, ratio ?? 0);
  const privateSwitch = (
    <button
      type="button"
      role="switch"
      id={`${id}-private`}
      aria-checked={settings.privateMode}
      aria-disabled={locks.privateMode || undefined}
      aria-describedby={`${id}-private-hint`}
      className="gen-switch"
      onClick={() => {
        if (locks.privateMode) {
          notify.info(lockedMessage, 'premium-option');
        } else {
          onChange({ privateMode: !settings.privateMode });
        }
      }}
    >
      <span className="gen-switch__track" aria-hidden="true" />
    </button>
  );

  return (
    <form
      className="gen-panel card"
      aria-label={s.settingsLabel}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <div className="gen-field">
        <div className="gen-field__row">
          <label className="field__label" htmlFor={`${id}-prompt`}>
            {s.promptLabel}
          </label>
          <span className={`gen-counter${tooLong ? ' gen-counter--over' : ''}`} aria-hidden="true">
            {s.promptCounter(promptLength, PROMPT_MAX_LENGTH)}
          </span>
        </div>
        <textarea
          id={`${id}-prompt`}
          ref={promptRef}
          className="input gen-textarea"
          value={settings.prompt}
          placeholder={s.promptPlaceholder}
          rows={4}
          aria-invalid={promptError || tooLong ? true : undefined}
          aria-describedby={`${id}-prompt-hint`}
          onChange={(event) => onChange({ prompt: event.currentTarget.value })}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              onSubmit();
            }
          }}
        />
        {promptError || tooLong ? (
          <p id={`${id}-prompt-hint`} className="field__error" role="alert">
            <AlertCircle size={14} aria-hidden="true" />
            {promptError ?? s.promptTooLong(PROMPT_MAX_LENGTH)}
          </p>
        ) : (
          <p id={`${id}-prompt-hint`} className="field__hint gen-hide-touch">
            {s.promptHint}
          </p>
        )}
      </div>

      <div className="gen-field">
        <span className="field__label" id={`${id}-model`}>
          {s.modelLabel}
        </span>
        {preset ? (
          <button
            type="button"
            className="gen-model"
            aria-labelledby={`${id}-model ${id}-model-name`}
            aria-haspopup="dialog"
            onClick={onOpenPicker}
          >
            <PresetCover
              id={preset.id}
              name={preset.name}
              image={preset.image}
              className="gen-model__cover"
            />
            <span className="gen-model__text">
              <span className="gen-model__name" id={`${id}-model-name`}>
                {preset.name}
              </span>
              <span className="gen-model__cost">
                {ratio === null ? null : s.perImage(inCredits(preset.costPerImage))}
              </span>
            </span>
            <ChevronRight size={18} aria-hidden="true" />
          </button>
        ) : (
          <Skeleton height="3.5rem" />
        )}
        {preset?.localPreview ? (
          <p className="gen-model__local" role="note">
            {s.localPreview}
          </p>
        ) : null}
      </div>

      {preset?.editsImages ? <InputImageField value={inputImage} onChange={onInputImage} /> : null}

      <OptionGroup
        label={s.dimensionsLabel}
        options={DIMENSION_OPTIONS}
        value={settings.dimensions}
        onChange={(dimensions) => onChange({ dimensions })}
        isLocked={(value) => locks.dimensions.includes(value)}
        lockedMessage={lockedMessage}
      />
      <OptionGroup
        label={s.modeLabel}
        options={MODE_OPTIONS}
        value={settings.mode}
        onChange={(mode) => onChange({ mode })}
        isLocked={(value) => locks.modes.includes(value)}
        lockedMessage={lockedMessage}
      />
      <OptionGroup
        label={s.countLabel}
        options={COUNT_OPTIONS}
        value={settings.count}
        onChange={(count) => onChange({ count })}
        isLocked={(value) => locks.counts.includes(value)}
        lockedMessage={lockedMessage}
      />

      <div className="gen-private">
        <div className="gen-private__text">
          <label className="field__label" htmlFor={`${id}-private`}>
            {s.privateLabel}
            {locks.privateMode ? (
              <Lock size={12} aria-hidden="true" className="gen-option__lock" />
            ) : null}
          </label>
          <span id={`${id}-private-hint`} className="field__hint">
            {s.privateHint}
          </span>
        </div>
        {locks.privateMode ? (
          <Tooltip content={lockedMessage} side="top">
            {privateSwitch}
          </Tooltip>
        ) : (
          privateSwitch
        )}
      </div>

      <div className="gen-panel__footer">
        <div className="gen-summary" aria-live="polite">
          <div className="gen-summary__row">
            <span>{s.costLabel}</span>
            <strong data-testid="generation-cost">
              {cost === null || ratio === null ? (
                <Skeleton width="4rem" />
              ) : (
                s.credits(inCredits(cost))
              )}
            </strong>
          </div>
          {balance !== null ? (
            <div className="gen-summary__row">
              <span>
                <Wallet size={14} aria-hidden="true" /> {s.balanceLabel}
              </span>
              <strong data-testid="token-balance">
                {ratio === null ? <Skeleton width="4rem" /> : s.credits(inCredits(balance))}
              </strong>
            </div>
          ) : null}
        </div>

        {shortOfTokens ? (
          <div className="gen-low" role="alert">
            <p>{s.notEnoughCredits(inCredits(cost), inCredits(balance))}</p>
            <Button variant="secondary" size="sm" onClick={onSeePlans}>
              <Crown size={16} aria-hidden="true" />
              {s.seePlans}
            </Button>
          </div>
        ) : null}

        <Button
          type="submit"
          variant="gradient"
          size="lg"
          block
          disabled={running || shortOfTokens || cost === null}
          aria-describedby={running ? `${id}-progress` : undefined}
        >
          {running ? (
            <span className="spinner" aria-hidden="true" />
          ) : (
            <Sparkles size={18} aria-hidden="true" />
          )}
          {running ? s.generating : balance === null ? s.signInToGenerate : s.generate}
        </Button>
        {running ? (
          <div className="gen-progress" id={`${id}-progress`}>
            <progress aria-label={s.generatingProgress} />
          </div>
        ) : null}
      </div>
    </form>
  );
}

/** The picture FLUX.1 Kontext edits: chosen here, or brought from the canvas. */
function InputImageField({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (file: File | null) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="gen-field" role="group" aria-labelledby={`${id}-label`}>
      <span className="field__label" id={`${id}-label`}>
        {s.inputImageLabel}
      </span>
      <div className="gen-input-image">
        {value ? (
          <img src={value} alt={s.inputImagePreview} className="gen-input-image__preview" />
        ) : (
          <span className="gen-input-image__empty" aria-hidden="true">
            <ImagePlus size={22} />
          </span>
        )}
        <span className="gen-input-image__actions">
          <Button variant="secondary" size="sm" onClick={() => input.current?.click()}>
            {value ? s.inputImageChange : s.inputImageChoose}
          </Button>
          {value ? (
            <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
              {s.inputImageRemove}
            </Button>
          ) : null}
        </span>
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          hidden
          aria-label={s.inputImageLabel}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) {
              onChange(file);
            }
          }}
        />
      </div>
      <p className="field__hint">{s.inputImageHint}</p>
    </div>
  );
}
