// The bookmarks feature's public entry (see auth/index.ts).
export { bookmarksQueryKey, useBookmarks } from './api/get-bookmarks';
export { BookmarkToggle } from './components/bookmark-toggle';
