import { ContainerModule, type Container } from 'inversify';
import { TrackPageView } from '@fanshop/core/analytics';
import { TOKENS } from '../di/tokens';
import { RouterStore } from '../app/router.store';
import { PageViewTracker } from '../app/page-view-tracker';
import type { LocaleStore } from '../i18n/locale.store';

/** The page frame: router, page-view tracking, locale. */
export function appModule(
  container: () => Container,
  locale: LocaleStore,
  staleCode: { recover(): boolean },
): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.LocaleStore).toConstantValue(locale);
    bind(TOKENS.RouterStore).toResolvedValue(
      (logger) => new RouterStore(container, () => container().getAll(TOKENS.FrameLoader), logger, staleCode),
      [TOKENS.Logger],
    );
    bind(TOKENS.Hydratable).toService(TOKENS.RouterStore);
    bind(TOKENS.TrackPageView).toResolvedValue(
      (s, sch) => new TrackPageView(s, sch),
      [TOKENS.AnalyticsSink, TOKENS.Scheduler],
    );
    bind(TOKENS.PageViewTracker).toResolvedValue((t) => new PageViewTracker(t), [TOKENS.TrackPageView]);
  });
}
