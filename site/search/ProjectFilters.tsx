import type { ProjectListData } from '../../src/site-contract';
import { FILTER_KEYS, type ProjectFilters as Filters } from '../../src/search/projectFilters';
import { FilterSheet } from './FilterSheet';
import { ProjectFiltersForm } from './ProjectFiltersForm';

/**
 * The project search of the list page (an island there: its code comes at the visitor's first touch, decision 049):
 * on a phone a bottom sheet (issue 39 item 7), on wider screens the form in place.
 */
export function ProjectFilters({ data }: { data: ProjectListData }) {
  return <FilterSheet activeCount={activeFilterCount(data.filters ?? {})}>{(close) => <ProjectFiltersForm data={data} onApplied={close} />}</FilterSheet>;
}

/** How many filters narrow the list (the phone's "Filters · 2"): the price bounds count as one budget. */
function activeFilterCount(f: Filters): number {
  const keys = FILTER_KEYS.filter((k) => k !== 'sort' && k !== 'page' && k !== 'max_price' && f[k] !== undefined);
  return keys.length + (f.max_price !== undefined && f.min_price === undefined ? 1 : 0);
}
