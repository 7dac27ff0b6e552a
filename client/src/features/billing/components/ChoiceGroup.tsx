import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { nextIndex } from '../billing-format';

export interface Choice<T extends string> {
  value: T;
  label: string;
  /** A small tag after the label (e.g. the yearly '-20%'). */
  badge?: string;
  icon?: ReactNode;
}

interface ChoiceGroupProps<T extends string> {
  label: string;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  options: ReadonlyArray<Choice<T>>;
  value: T | null;
  onChange: (value: T) => void;
  disabled?: boolean;
  variant?: 'switch' | 'tiles';
  testId?: string;
}

/**
 * A radio group of buttons with roving focus: arrow keys, Home and End move and select, Tab
 * leaves the group. 'switch' is a pill toggle (billing cycle), 'tiles' a row of cards (methods).
 */
export function ChoiceGroup<T extends string>({
  label,
  hideLabel = false,
  options,
  value,
  onChange,
  disabled = false,
  variant = 'switch',
  testId,
}: ChoiceGroupProps<T>) {
  const labelId = useId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const selectedIndex = Math.max(
    0,
    options.findIndex((option) => option.value === value),
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) {
      return;
    }
    const current = refs.current.findIndex((element) => element === document.activeElement);
    const next = nextIndex(event.key, current === -1 ? selectedIndex : current, options.length);
    if (next === null) {
      return;
    }
    event.preventDefault();
    refs.current[next]?.focus();
    onChange(options[next].value);
  };

  return (
    <div className={`choice choice--${variant}`}>
      <span id={labelId} className={hideLabel ? 'visually-hidden' : 'field__label'}>
        {label}
      </span>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-disabled={disabled || undefined}
        className="choice__options"
        onKeyDown={onKeyDown}
        data-testid={testId}
      >
        {options.map((option, index) => {
          const checked = option.value === value;
          return (
            <button
              key={option.value}
              ref={(element) => {
                refs.current[index] = element;
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              tabIndex={index === selectedIndex ? 0 : -1}
              disabled={disabled}
              className="choice__option"
              onClick={() => onChange(option.value)}
            >
              {option.icon ? (
                <span className="choice__icon" aria-hidden="true">
                  {option.icon}
                </span>
              ) : null}
              <span className="choice__label">{option.label}</span>
              {option.badge ? <span className="choice__badge">{option.badge}</span> : null}
            </button>
          );
        })}
      </div>
    </div>
  );
}
