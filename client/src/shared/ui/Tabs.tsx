import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export interface TabItem<T extends string> {
  value: T;
  label: ReactNode;
  /** Shown before the label (mark it aria-hidden). */
  icon?: ReactNode;
}

interface TabsProps<T extends string> {
  /** Names the tab list for assistive technology. */
  label: string;
  items: ReadonlyArray<TabItem<T>>;
  value: T;
  onChange: (value: T) => void;
  /** Prefix of the ids: each tab is `${idPrefix}-tab-${value}`, its panel `${idPrefix}-panel-${value}`. */
  idPrefix: string;
  className?: string;
}

/** The id of a tab, which its panel's `aria-labelledby` names. */
export function tabId(idPrefix: string, value: string): string {
  return `${idPrefix}-tab-${value}`;
}

/** The id of a tab's panel, which the tab's `aria-controls` names. */
export function tabPanelId(idPrefix: string, value: string): string {
  return `${idPrefix}-panel-${value}`;
}

/**
 * A row of tabs (WAI-ARIA tabs pattern): the selected one is the only one in the tab order, and
 * the arrow keys, Home and End move between them.
 */
export function Tabs<T extends string>({
  label,
  items,
  value,
  onChange,
  idPrefix,
  className,
}: TabsProps<T>) {
  const refs = useRef(new Map<T, HTMLButtonElement>());

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.value === value);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % items.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + items.length) % items.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? items.length - 1
              : -1;
    if (next < 0) {
      return;
    }
    event.preventDefault();
    const target = items[next].value;
    onChange(target);
    refs.current.get(target)?.focus();
  };

  return (
    <div
      className={['tabs', className].filter(Boolean).join(' ')}
      role="tablist"
      aria-label={label}
      onKeyDown={move}
    >
      {items.map((item) => {
        const selected = item.value === value;
        return (
          <button
            key={item.value}
            ref={(node) => {
              if (node) {
                refs.current.set(item.value, node);
              } else {
                refs.current.delete(item.value);
              }
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, item.value)}
            aria-selected={selected}
            aria-controls={tabPanelId(idPrefix, item.value)}
            tabIndex={selected ? 0 : -1}
            className="tabs__tab"
            onClick={() => onChange(item.value)}
          >
            {item.icon}
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
