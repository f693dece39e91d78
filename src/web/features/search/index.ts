// The search feature's public entry (see auth/index.ts).
export { type SearchCriteria, useSearchResults } from './api/search';
export { SearchPanel } from './components/search-panel';
export { SearchResults } from './components/search-results';
export { sameCriteria } from './lib/search-form';
export { type SearchSort, criteriaFromUrl, searchUrlParams, sortFromUrl } from './lib/search-url';
