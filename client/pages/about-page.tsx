import { aboutCopy } from '../../shared/catalogue/site-copy';
import { PageHero } from '../ui/page-hero';
import { AboutMission, AboutStory, AboutValues } from './parts/about-sections';
import { pageMeta } from '../../shared/catalogue/page-meta-copy';
import type { PageModule } from '../app/page-types';

export const meta: PageModule['meta'] = () => pageMeta.about;

export default function AboutPage() {
  return (
    <>
      <PageHero title={aboutCopy.hero.title} intro={aboutCopy.hero.intro} />
      <AboutStory />
      <AboutValues />
      <AboutMission />
    </>
  );
}
