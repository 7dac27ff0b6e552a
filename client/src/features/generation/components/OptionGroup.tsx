import { Lock } from 'lucide-react';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { notify } from '../../../shared/ui/notify';
import { Tooltip } from '../../../shared/ui/Tooltip';

export interface Option<T> {
  value: T;
  label: string;
  hint?: string;
  icon?: ReactNode;
}

interface OptionGroupProps<T> {
  label: string;
  options: ReadonlyArray<Option<T>>;
  value: T;
  onChange: (value: T) => void;
  /** Values the plan locks: shown, focusable (so the reason can be read), never selected. */
  isLocked?: (value: T) => boolean;
  lockedMessage: string;
  columns?: number;
  testId?: string;
}

/**
 * A radio group of buttons (roving focus, arrow keys). Locked options stay focusable with
 * aria-disabled so hovering or focusing them shows the premium tooltip.
 */
export function OptionGroup<T extends string | number>({
  label,
  options,
  value,
  onChange,
  isLocked = () => false,
  lockedMessage,
  columns,
  testId,
}: OptionGroupProps<T>) {
  const labelId = useId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? -1
          : 0;
    if (step === 0) {
      return;
    }
    event.preventDefault();
    const current = refs.current.findIndex((element) => element === document.activeElement);
    const from = current === -1 ? options.findIndex((o) => o.value === value) : current;
    const next = (from + step + options.length) % options.length;
    refs.current[next]?.focus();
    if (!isLocked(options[next].value)) {
      onChange(options[next].value);
    }
  };

  return (
    <div className="gen-field">
      <span id={labelId} className="field__label">
        {label}
      </span>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        className="gen-options"
        style={columns ? { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` } : undefined}
        onKeyDown={onKeyDown}
        data-testid={testId}
      >
        {options.map((option, index) => {
          const checked = option.value === value;
          const locked = isLocked(option.value);
          const button = (
            <button
              key={String(option.value)}
              ref={(element) => {
                refs.current[index] = element;
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              aria-disabled={locked || undefined}
              tabIndex={checked ? 0 : -1}
              className="gen-option"
              onClick={() => {
                if (locked) {
                  // a tap closes tooltips on touch screens: say it where it will be seen
                  notify.info(lockedMessage, 'premium-option');
                } else {
                  onChange(option.value);
                }
              }}
            >
              {option.icon}
              <span className="gen-option__label">
                {option.label}
                {locked ? <Lock size={12} aria-hidden="true" className="gen-option__lock" /> : null}
              </span>
              {option.hint ? <span className="gen-option__hint">{option.hint}</span> : null}
            </button>
          );
          return locked ? (
            <Tooltip key={String(option.value)} content={lockedMessage} side="top">
              {button}
            </Tooltip>
          ) : (
            button
          );
        })}
      </div>
    </div>
  );
}
