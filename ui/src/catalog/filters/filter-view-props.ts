import type { FilterSelectionState } from '@fanshop/core/catalog';
import type { FilterMode } from '../listing.store';

/** What a view of the filters is drawn from: in the left column (`apply`) or the mobile sheet (`draft`). */
export interface FilterViewProps {
  readonly state: FilterSelectionState;
  readonly mode: FilterMode;
  /** The mobile sheet shows the values' shorter names and its own price range. */
  readonly mobile: boolean;
}
