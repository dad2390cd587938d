import { useId } from 'react';
import { useAppStore } from '../../state/store';
import { useReviewItems } from './use-review-items';

/** Filters of the entity panel: text, page, confidence threshold and tags shown. */
export function FilterBar() {
  const filters = useAppStore((s) => s.filters);
  const setFilters = useAppStore((s) => s.setFilters);
  const uncertainBelow = useAppStore((s) => s.uncertainBelow);
  const setUncertainBelow = useAppStore((s) => s.setUncertainBelow);
  const { all } = useReviewItems();
  const id = useId();
  const pages = [...new Set(all.flatMap((i) => i.entity.boxes.map((b) => b.page)))].sort(
    (a, b) => a - b,
  );
  const tags = [...new Set(all.map((i) => i.entity.entity_group))];
  return (
    <fieldset className="filter-bar">
      <legend>Filter</legend>
      <label htmlFor={`${id}-text`}>Find in list</label>
      <input
        id={`${id}-text`}
        type="search"
        data-testid="filter-text"
        value={filters.text}
        onChange={(e) => setFilters({ text: e.target.value })}
      />
      <label htmlFor={`${id}-page`}>Page</label>
      <select
        id={`${id}-page`}
        data-testid="filter-page"
        value={filters.page ?? ''}
        onChange={(e) => setFilters({ page: e.target.value ? Number(e.target.value) : undefined })}
      >
        <option value="">All pages</option>
        {pages.map((p) => (
          <option key={p} value={p}>
            Page {p}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-threshold`}>Minimum score: {filters.threshold.toFixed(2)}</label>
      <input
        id={`${id}-threshold`}
        type="range"
        min={0}
        max={1}
        step={0.05}
        data-testid="filter-threshold"
        value={filters.threshold}
        onChange={(e) => setFilters({ threshold: Number(e.target.value) })}
      />
      <label htmlFor={`${id}-uncertain`}>Uncertain below: {uncertainBelow.toFixed(2)}</label>
      <input
        id={`${id}-uncertain`}
        type="range"
        min={0}
        max={1}
        step={0.05}
        data-testid="uncertain-below"
        title="Findings scored below this are listed apart and kept unless you redact them"
        value={uncertainBelow}
        onChange={(e) => setUncertainBelow(Number(e.target.value))}
      />
      {tags.length > 1 && (
        <div className="filter-tags" role="group" aria-label="Tags shown">
          {tags.map((tag) => {
            const shown = !filters.hiddenTags.includes(tag);
            return (
              <label key={tag} className="filter-tag">
                <input
                  type="checkbox"
                  checked={shown}
                  data-testid="filter-tag"
                  data-tag={tag}
                  onChange={() =>
                    setFilters({
                      hiddenTags: shown
                        ? [...filters.hiddenTags, tag]
                        : filters.hiddenTags.filter((t) => t !== tag),
                    })
                  }
                />
                {tag}
              </label>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}
