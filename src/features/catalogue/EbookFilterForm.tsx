import { useMemo, useRef, useState, type FormEvent, type Ref } from 'react';
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
 * The panel's choices, a draft until applied. When the address changes (Back, the Free toggle, a link, or
 * the form's own Apply) the draft starts again from it, so it never shows stale choices; done while rendering,
 * not by remounting, so focus stays where it was.
 */
function useFilterDraft(applied: EbookFilters) {
  const [checked, setChecked] = useState<readonly string[]>(applied.categories);
  const [minText, setMinText] = useState(priceText(applied.minPrice));
  const [maxText, setMaxText] = useState(priceText(applied.maxPrice));
  const [priceError, setPriceError] = useState<PriceError | null>(null);
  const appliedKey = ebookFiltersKey(applied);
  const [draftOf, setDraftOf] = useState(appliedKey);
  if (draftOf !== appliedKey) {
    setDraftOf(appliedKey);
    setChecked(applied.categories);
    setMinText(priceText(applied.minPrice));
    setMaxText(priceText(applied.maxPrice));
    setPriceError(null);
  }
  return { checked, setChecked, minText, setMinText, maxText, setMaxText, priceError, setPriceError };
}

/**
 * The filter panel's contents: category checkboxes, Min price and Max price,
 * "Apply Filters" and "Clear filters". Choices are a draft until applied;
 * applying writes the address (the Free toggle is outside and kept as it is).
 */
export function EbookFilterForm({ applied, onApply }: EbookFilterFormProps) {
  const categories = useGetCategoriesQuery();
  const { checked, setChecked, minText, setMinText, maxText, setMaxText, priceError, setPriceError } =
    useFilterDraft(applied);
  const minRef = useRef<HTMLInputElement>(null);
  const maxRef = useRef<HTMLInputElement>(null);

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
      <CategoryChecklist
        names={names}
        checked={checked}
        onToggle={toggle}
        loading={categories.isLoading && names.length === 0}
        failed={categories.isError && !categories.data}
        onRetry={() => void categories.refetch()}
        retrying={categories.isFetching}
      />

      <fieldset className="filter-form__group filter-form__prices">
        <legend className="filter-form__legend">Price</legend>
        <PriceField
          ref={minRef}
          label="Min price"
          name="min"
          value={minText}
          onChange={setMinText}
          error={priceError?.field === 'min' ? priceError.message : null}
        />
        <PriceField
          ref={maxRef}
          label="Max price"
          name="max"
          value={maxText}
          onChange={setMaxText}
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

interface CategoryChecklistProps {
  names: readonly string[];
  checked: readonly string[];
  onToggle: (name: string, on: boolean) => void;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  retrying: boolean;
}

/** A checkbox per category, placeholders while the list loads, or why it could not be loaded with Retry. */
function CategoryChecklist({ names, checked, onToggle, loading, failed, onRetry, retrying }: CategoryChecklistProps) {
  return (
    <fieldset className="filter-form__group">
      <legend className="filter-form__legend">Categories</legend>
      {failed ? (
        <LoadFailure message="The categories could not be loaded." onRetry={onRetry} retrying={retrying} />
      ) : (
        <ul className="filter-form__categories">
          {loading
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
                      onChange={(event) => onToggle(name, event.target.checked)}
                    />
                    {name}
                  </label>
                </li>
              ))}
        </ul>
      )}
    </fieldset>
  );
}

interface PriceFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (text: string) => void;
  error: string | null;
  ref: Ref<HTMLInputElement>;
}

/** Min or Max price: a decimal field, kept as typed, its problem said beside it. */
function PriceField({ label, name, value, onChange, error, ref }: PriceFieldProps) {
  return (
    <TextField
      ref={ref}
      label={label}
      type="number"
      inputMode="decimal"
      min={0}
      step="0.01"
      name={name}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}
