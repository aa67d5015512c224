import { ContainerModule, type Container } from 'inversify';
import { TrackPageView } from '@fanshop/core/analytics';
import { TOKENS } from '../di/tokens';
import { bindHydratable } from './bind-hydratable';
import { RouterStore } from '../app/router.store';
import { HydrationRegistry } from '../app/hydration';
import { PageViewTracker } from '../app/page-view-tracker';
import type { LocaleStore } from '../i18n/locale.store';

/** The page frame: router, page-view tracking, locale. */
export function appModule(
  container: () => Container,
  locale: LocaleStore,
  staleCode: { recover(): boolean },
): ContainerModule {
  return new ContainerModule((options) => {
    const { bind } = options;
    bind(TOKENS.LocaleStore).toConstantValue(locale);
    bind(TOKENS.HydrationRegistry).toDynamicValue(() => new HydrationRegistry());
    bind(TOKENS.RouterStore).toResolvedValue(
      (logger) => new RouterStore(container, () => container().getAll(TOKENS.FrameLoader), logger, staleCode),
      [TOKENS.Logger],
    );
    bindHydratable(options, TOKENS.RouterStore);
    bind(TOKENS.TrackPageView).toResolvedValue(
      (s, sch, visits) => new TrackPageView(s, sch, visits),
      [TOKENS.AnalyticsSink, TOKENS.Scheduler, TOKENS.AnalyticsVisitStore],
    );
    bind(TOKENS.PageViewTracker).toResolvedValue((t) => new PageViewTracker(t), [TOKENS.TrackPageView]);
  });
}
