import { contentMeta } from '../app/page-types';
import { DeferredContactSection } from './parts/deferred-contact-section';
import { GetInTouch } from './parts/get-in-touch';
import { HomeHero } from './parts/home-hero';
import { HomeServices } from './parts/home-services';

export const meta = contentMeta((metas) => metas.homeMeta);

export default function HomePage() {
  return (
    <>
      <HomeHero />
      <HomeServices />
      <GetInTouch />
      <DeferredContactSection />
    </>
  );
}
