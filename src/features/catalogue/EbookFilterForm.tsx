import { useMemo, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../shared/ui/Button';
import { LoadFailure } from '../../shared/ui/LoadFailure';
import { Skeleton } from '../../shared/ui/Skeleton';
import { TextField } from '../../shared/ui/TextField';
import { useGetCategoriesQuery } from '../categories/categoriesApi';
import { NO_FILTERS, ebookFiltersKey, type EbookFilters } from './ebookFilters';
import { categoryChoices, inCatalogueOrder, readPriceFields } from './filterPanel';
import './EbookFilterForm.css';

interface EbookFilterFormProps {
  /** The filters in the address; the form starts from them, and starts again whenever they change. */
  applied: EbookFilters;
  onApply: (filters: EbookFilters) => void;
}

type PriceError = { field: 'min' | 'max'; message: string };

const priceText = (price: number | null) => (price == null ? '' : String(price));

/** Placeholder rows while the category list loads. */
const CATEGORY_PLACEHOLDERS = 8;

/**
 * The filter panel's contents: category checkboxes, Min price and Max price,
 * "Apply Filters" and "Clear filters". Choices are a draft until applied;
 * applying writes the address (the Free toggle is outside and kept as it is).
 */
export function EbookFilterForm({ applied, onApply }: EbookFilterFormProps) {
  const categories = useGetCategoriesQuery();
  const [checked, setChecked] = useState<readonly string[]>(applied.categories);
  const [minText, setMinText] = useState(priceText(applied.minPrice));
  const [maxText, setMaxText] = useState(priceText(applied.maxPrice));
  const [priceError, setPriceError] = useState<PriceError | null>(null);
  const minRef = useRef<HTMLInputElement>(null);
  const maxRef = useRef<HTMLInputElement>(null);

  // The address changed (Back, the Free toggle, a link, or this form's own
  // Apply): the draft starts again from it, so it never shows stale choices.
  // Done while rendering, not by remounting, so focus stays where it was.
  const appliedKey = ebookFiltersKey(applied);
  const [draftOf, setDraftOf] = useState(appliedKey);
  if (draftOf !== appliedKey) {
    setDraftOf(appliedKey);
    setChecked(applied.categories);
    setMinText(priceText(applied.minPrice));
    setMaxText(priceText(applied.maxPrice));
    setPriceError(null);
  }

  const catalogue = useMemo(() => (categories.data ?? []).map((category) => category.name), [categories.data]);
  const names = useMemo(() => categoryChoices(catalogue, applied.categories), [catalogue, applied.categories]);

  function toggle(name: string, on: boolean) {
    setChecked((current) => (on ? [...current, name] : current.filter((item) => item !== name)));
  }

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const prices = readPriceFields(minText, maxText);
    if (!prices.ok) {
      setPriceError({ field: prices.field, message: prices.message });
      (prices.field === 'min' ? minRef : maxRef).current?.focus();
      return;
    }
    setPriceError(null);
    onApply({
      categories: inCatalogueOrder(checked, catalogue),
      free: applied.free,
      minPrice: prices.minPrice,
      maxPrice: prices.maxPrice,
    });
  }

  function clear() {
    setChecked([]);
    setMinText('');
    setMaxText('');
    setPriceError(null);
    onApply({ ...NO_FILTERS, free: applied.free });
  }

  return (
    <form className="filter-form" onSubmit={apply} noValidate>
      <fieldset className="filter-form__group">
        <legend className="filter-form__legend">Categories</legend>
        {categories.isError && !categories.data ? (
          <LoadFailure
            message="The categories could not be loaded."
            onRetry={() => void categories.refetch()}
            retrying={categories.isFetching}
          />
        ) : (
          <ul className="filter-form__categories">
            {categories.isLoading && names.length === 0
              ? Array.from({ length: CATEGORY_PLACEHOLDERS }, (_, i) => (
                  <li key={i} className="filter-form__category" aria-hidden="true">
                    <Skeleton width="70%" />
                  </li>
                ))
              : names.map((name) => (
                  <li key={name} className="filter-form__category">
                    <label className="filter-form__check">
                      <input
                        type="checkbox"
                        name="category"
                        value={name}
                        checked={checked.includes(name)}
                        onChange={(event) => toggle(name, event.target.checked)}
                      />
                      {name}
                    </label>
                  </li>
                ))}
          </ul>
        )}
      </fieldset>

      <fieldset className="filter-form__group filter-form__prices">
        <legend className="filter-form__legend">Price</legend>
        <TextField
          ref={minRef}
          label="Min price"
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          name="min"
          value={minText}
          onChange={(event) => setMinText(event.target.value)}
          error={priceError?.field === 'min' ? priceError.message : null}
        />
        <TextField
          ref={maxRef}
          label="Max price"
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          name="max"
          value={maxText}
          onChange={(event) => setMaxText(event.target.value)}
          error={priceError?.field === 'max' ? priceError.message : null}
        />
      </fieldset>

      <div className="filter-form__actions">
        <Button type="submit">Apply Filters</Button>
        <Button variant="ghost" onClick={clear}>
          Clear filters
        </Button>
      </div>
    </form>
  );
}
