import { aboutCopy } from '../../shared/catalogue/site-copy';
import { PageHero } from '../ui/page-hero';
import { AboutIllustration } from './parts/about-illustration';
import { AboutMission, AboutStory, AboutValues } from './parts/about-sections';
import { contentMeta } from '../app/page-types';

export const meta = contentMeta((metas) => metas.aboutMeta);

export default function AboutPage() {
  return (
    <>
      <PageHero title={aboutCopy.hero.title} intro={aboutCopy.hero.intro} visual={<AboutIllustration />} />
      <AboutStory />
      <AboutValues />
      <AboutMission />
    </>
  );
}
