import { Suspense } from 'react';
import { lazyAfterHydration } from '../app/after-hydration';
import { HomeHero } from './parts/home-hero';

const HomeBelowFold = lazyAfterHydration(() =>
  import(/* webpackChunkName: "home-below-fold" */ './parts/home-below-fold').then((module) => module.HomeBelowFold),
);

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
