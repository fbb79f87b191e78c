import { DeferredContactSection } from './parts/deferred-contact-section';
import { GetInTouch } from './parts/get-in-touch';
import { HomeHero } from './parts/home-hero';
import { HomeServices } from './parts/home-services';

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
