import { ContainerModule } from 'inversify';
import { AREA } from '@fanshop/adapters/container';
import { ContentStore } from '../../content/content.store';
import { TOKENS } from '../../di/tokens';
import { hydratable } from '../store-bindings';

/** The editorial pages' store: static pages, the guide, the FAQ, the brands. */
export const stores = new ContainerModule(({ bind }) => {
  hydratable(bind, TOKENS.content, (get) => new ContentStore(get(AREA.content)));
});
