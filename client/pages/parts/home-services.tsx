import { css } from '@emotion/react';
import { featuredServiceIds, findService, type Service } from '../../../shared/catalogue/services';
import { homeCopy } from '../../../shared/catalogue/site-copy';
import { CallToAction } from '../../ui/button';
import { Container, Section } from '../../ui/container';
import { gridStyles } from '../../ui/grid';
import { SectionHeading } from '../../ui/section-heading';
import { EmailSecurityInvitation, GenuineEmailInvitation } from './kept-invitations';
import { ServiceCard } from './service-card';

const { servicesSection } = homeCopy;
const featured = featuredServiceIds.map(findService).filter((s): s is Service => Boolean(s));

const more = css`
  display: flex;
  justify-content: center;
  margin-top: 2.5rem;
`;

/** The e-mail check's invitation under the button, centred as the section is. */
const invitation = css`
  .invitation {
    justify-content: center;
    text-align: center;
    margin-top: 2rem;
  }
  .invitation p {
    flex: 0 1 auto;
  }
`;

/** The six featured services; every card and the button below lead to the full catalogue. */
export function HomeServices() {
  return (
    <Section aria-labelledby="home-services-heading">
      <Container>
        <SectionHeading id="home-services-heading" title={servicesSection.heading} intro={servicesSection.intro} />
        <ul css={gridStyles(3)}>
          {featured.map((service) => (
            <ServiceCard
              key={service.id}
              service={service}
              href={servicesSection.learnMore.href}
              linkLabel={servicesSection.learnMore.label}
            />
          ))}
        </ul>
        <div css={more}>
          <CallToAction link={servicesSection.exploreAll} />
        </div>
        <div css={invitation}>
          <EmailSecurityInvitation />
          <GenuineEmailInvitation />
        </div>
      </Container>
    </Section>
  );
}
