import { Check } from 'lucide-react';
import { useState } from 'react';
import type { GenerationPresetsQuery } from '../../../gql/graphql';
import { tokensToCredits } from '../../../shared/format/credits';
import { Dialog } from '../../../shared/ui/Dialog';
import { useTokensPerCredit } from '../../billing/hooks/useTokensPerCredit';
import { generationStrings as s } from '../strings';
import { PresetCover } from './PresetCover';

export type Preset = GenerationPresetsQuery['generationPresets'][number];

interface ModelPickerDialogProps {
  open: boolean;
  onClose: () => void;
  presets: readonly Preset[];
  selected: string;
  onSelect: (id: string) => void;
}

type View = 'featured' | 'all';

/** 'Modelos y Preajustes': the featured presets or all of them; picking one closes it. */
export function ModelPickerDialog({ open, onClose, ...body }: ModelPickerDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={s.pickerTitle} className="gen-picker">
      {/* mounted on each opening, so the view starts where the selected model is */}
      <PickerBody onClose={onClose} {...body} />
    </Dialog>
  );
}

function PickerBody({
  onClose,
  presets,
  selected,
  onSelect,
}: Omit<ModelPickerDialogProps, 'open'>) {
  // the selected model stays in view: a non-featured one opens the full list
  const selectedIsFeatured = presets.find((p) => p.id === selected)?.isFeatured ?? true;
  const [view, setView] = useState<View>(selectedIsFeatured ? 'featured' : 'all');
  const ratio = useTokensPerCredit();
  const shown = view === 'featured' ? presets.filter((p) => p.isFeatured) : presets;
  const views: ReadonlyArray<{ value: View; label: string }> = [
    { value: 'featured', label: s.viewFeatured },
    { value: 'all', label: s.viewAll },
  ];

  return (
    <>
      <div className="gen-picker__toggle" role="group" aria-label={s.pickerViewLabel}>
        {views.map(({ value, label }) => (
          <button
            key={value}
            type="button"
            className="gen-picker__view"
            aria-pressed={view === value}
            onClick={() => setView(value)}
          >
            {label}
          </button>
        ))}
      </div>
      <ul className="gen-picker__grid" data-testid="preset-list">
        {shown.map((preset) => {
          const isSelected = preset.id === selected;
          return (
            <li key={preset.id}>
              <button
                type="button"
                className="gen-preset"
                aria-pressed={isSelected}
                data-testid="preset-card"
                onClick={() => {
                  onSelect(preset.id);
                  onClose();
                }}
              >
                <PresetCover
                  id={preset.id}
                  name={preset.name}
                  image={preset.image}
                  className="gen-preset__cover"
                />
                {preset.isNew ? <span className="gen-preset__badge">{s.isNew}</span> : null}
                {isSelected ? (
                  <span className="gen-preset__check" aria-label={s.selected}>
                    <Check size={14} aria-hidden="true" />
                  </span>
                ) : null}
                <span className="gen-preset__text">
                  <span className="gen-preset__name">{preset.name}</span>
                  <span className="gen-preset__cost">
                    {ratio === null
                      ? null
                      : s.perImage(tokensToCredits(preset.costPerImage, ratio))}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}
