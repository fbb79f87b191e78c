import { DeferredContactSection } from './deferred-contact-section';
import { GetInTouch } from './get-in-touch';
import { HomeServices } from './home-services';

/** Everything on the home page under the hero: it hydrates after the hero (app/after-hydration.ts). */
export function HomeBelowFold() {
  return (
    <>
      <HomeServices />
      <GetInTouch />
      <DeferredContactSection />
    </>
  );
}
