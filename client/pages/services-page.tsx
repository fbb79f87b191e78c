import { css, keyframes } from '@emotion/react';
import { services } from '../../shared/catalogue/services';
import { homeCopy, servicesCopy } from '../../shared/catalogue/site-copy';
import { Container, Section } from '../ui/container';
import { gridStyles } from '../ui/grid';
import { PageHero } from '../ui/page-hero';
import { ServicesIllustration } from './parts/services-illustration';
import { ServiceCard } from './parts/service-card';
import { WhyChoose } from './parts/why-choose';
import { contentMeta } from '../app/page-types';

/** Each card starts its entrance 150 ms after the one before it. */
const CARD_STAGGER_MS = 150;

const enter = keyframes`
  from { opacity: 0; transform: translateY(1.25rem); }
  to { opacity: 1; transform: none; }
`;

// One class per position: the delay cannot be an inline style, which the CSP forbids.
const entrance = services.map(
  (_, index) => css`
    animation: ${enter} 0.5s ease-out both;
    animation-delay: ${index * CARD_STAGGER_MS}ms;
    @media (prefers-reduced-motion: reduce) {
      animation: none;
    }
  `,
);

export const meta = contentMeta((metas) => metas.servicesMeta);

export default function ServicesPage() {
  return (
    <>
      <PageHero
        title={servicesCopy.title}
        intro={servicesCopy.intro}
        visual={<ServicesIllustration subject="services" centre="layers" />}
      />
      <Section aria-label={servicesCopy.title}>
        <Container>
          <ul css={gridStyles(3)}>
            {services.map((service, index) => (
              <ServiceCard
                key={service.id}
                service={service}
                href={service.link}
                linkLabel={homeCopy.servicesSection.learnMore.label}
                extra={entrance[index]}
                headingLevel={2}
              />
            ))}
          </ul>
        </Container>
      </Section>
      <WhyChoose />
    </>
  );
}
