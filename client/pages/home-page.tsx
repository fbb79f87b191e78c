import { Suspense } from 'react';
import { lazyAfterHydration } from '../app/after-hydration';
import { HomeHero } from './parts/home-hero';
import { pageMeta } from '../../shared/catalogue/page-meta-copy';
import type { PageModule } from '../app/page-types';

const HomeBelowFold = lazyAfterHydration(() =>
  import(/* webpackChunkName: "home-below-fold" */ './parts/home-below-fold').then((module) => module.HomeBelowFold),
);

export const meta: PageModule['meta'] = () => pageMeta.home;

export default function HomePage() {
  return (
    <>
      <HomeHero />
      <Suspense fallback={null}>
        <HomeBelowFold />
      </Suspense>
    </>
  );
}
