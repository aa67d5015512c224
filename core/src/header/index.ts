/**
 * The header: search panel with suggestions and previews, icon popups with their timing rules, header data and menus loading (spec sections 2 and 4).
 *
 * @module
 */
export { type HeaderBlogPost, type HeaderData } from './header-data.js';
export { type PreviewRequest, type HeaderGateway } from './header-gateway.js';
export {
  HEADER_POPUPS,
  ALL_POPUPS_CLOSED,
  HeaderPopups,
  type HeaderPopup,
  type HeaderPopupsState,
} from './header-popups.js';
export { LoadMenus } from './load-menus.js';
export {
  INITIAL_SEARCH_PANEL,
  shownSuggestions,
  shownProducts,
  showsPosts,
  searchPath,
  SearchPanel,
  type SearchAnswer,
  type SearchPanelState,
} from './search-panel.js';
export { suggestionUrl, topSuggestions, type Suggestion } from './suggestion.js';
