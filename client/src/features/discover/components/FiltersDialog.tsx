import { useId, useState } from 'react';
import { Dialog } from '../../../shared/ui/Dialog';
import { useFeedFilters, type FeedFilters, type FilterOrder } from '../hooks/useFeedFilters';
import { discoverStrings as s } from '../strings';
import { CategorySelect } from '../../../shared/categories/CategorySelect';
import './filters.css';
import { Button } from '../../../shared/ui/Button';

const ORDER_LABELS: Record<FilterOrder, string> = {
  relevance: s.sortRelevance,
  recients: s.sortRecents,
  views: s.sortViews,
};

/** 'Filtros de búsqueda': sort by upload date or views (or relevance on results), and category. */
export function FiltersDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title={s.filtersTitle} className="filters-dialog">
      {open ? <FiltersForm onDone={onClose} /> : null}
    </Dialog>
  );
}

function FiltersForm({ onDone }: { onDone: () => void }) {
  const { value, orders, apply } = useFeedFilters();
  const [draft, setDraft] = useState<FeedFilters>(value);
  const categoryId = useId();
  const defaultOrder = orders[0];

  return (
    <form
      className="filters-form"
      onSubmit={(event) => {
        event.preventDefault();
        apply(draft);
        onDone();
      }}
    >
      <fieldset className="filters-form__group">
        <legend className="field__label">{s.sortBy}</legend>
        <div className="filters-form__options">
          {orders.map((order) => (
            <label key={order} className="filters-form__option">
              <input
                type="radio"
                name="order"
                value={order}
                checked={draft.order === order}
                onChange={() => setDraft({ ...draft, order })}
              />
              <span>{ORDER_LABELS[order]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="field">
        <label className="field__label" htmlFor={categoryId}>
          {s.category}
        </label>
        <CategorySelect
          id={categoryId}
          value={draft.category}
          onChange={(category) => setDraft({ ...draft, category })}
          emptyLabel={s.allCategories}
        />
      </div>
      <div className="filters-form__actions">
        <Button variant="ghost" onClick={() => setDraft({ order: defaultOrder, category: null })}>
          {s.reset}
        </Button>
        <Button type="submit" variant="primary">
          {s.apply}
        </Button>
      </div>
    </form>
  );
}
