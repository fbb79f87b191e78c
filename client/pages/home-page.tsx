import { Suspense } from 'react';
import { lazyAfterHydration } from '../app/after-hydration';
import { HomeHero } from './parts/home-hero';
import { contentMeta } from '../app/page-types';

const HomeBelowFold = lazyAfterHydration(() =>
  import(/* webpackChunkName: "home-below-fold" */ './parts/home-below-fold').then((module) => module.HomeBelowFold),
);

export const meta = contentMeta((metas) => metas.homeMeta);

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
