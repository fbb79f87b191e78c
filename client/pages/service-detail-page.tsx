import { css } from '@emotion/react';
import { findService } from '../../shared/catalogue/services';
import { serviceDetailCopy } from '../../shared/catalogue/site-copy';
import { keptPart } from '../app/kept-part';
import type { PageModule, PageProps } from '../app/page-types';
import { BackLink } from '../ui/back-link';
import { CallToAction } from '../ui/button';
import { iconFrame } from '../ui/card';
import { Container, Section } from '../ui/container';
import { Icon } from '../ui/icons';
import { PageHero } from '../ui/page-hero';
import { ServicesIllustration } from './parts/services-illustration';
import { breakpoints } from '../ui/tokens';
import NotFoundPage, { meta as notFoundPageMeta } from './not-found-page';
import { KeptRelatedHelp } from './parts/kept-related-help';
import { titled } from '../../shared/page-meta';
import { assessmentInvitation } from '../../shared/catalogue/assessment-invitation';
import { emailSecurityInvitation } from '../../shared/catalogue/email-security-invitation';
import { AssessmentInvitation, EmailSecurityInvitation } from './parts/kept-invitations';

const { backLink, cta } = serviceDetailCopy;

const ctaStyles = css`
  padding-top: 0;
  .panel {
    text-align: center;
    padding: 3rem 1.5rem;
    @media (max-width: ${breakpoints.sm - 1}px) {
      padding: 2.5rem 1rem;
    }
    border-radius: 1rem;
    background:
      radial-gradient(40rem 20rem at 50% -30%, color-mix(in srgb, var(--primary) 22%, transparent), transparent), var(--bg-muted);
    border: 1px solid var(--border);
  }
  p {
    max-width: 40rem;
    margin: 0 auto 1.5rem;
    color: var(--fg-muted);
    font-size: 1.075rem;
  }
`;

/** The service's texts, kept as the server drew them (client/app/kept-part.tsx). */
const ServiceDetailBody = keptPart(
  ({ serviceId }: { serviceId: string }) => `service:${serviceId}`,
  () =>
    import(/* webpackChunkName: "service-detail-body" */ './parts/service-detail-body').then(
      (module) => module.ServiceDetailBody,
    ),
);

export const meta: PageModule['meta'] = (match) => {
  const service = findService(match.serviceId ?? '');
  return service ? titled(service) : notFoundPageMeta();
};

export default function ServiceDetailPage({ match }: PageProps) {
  const service = match.serviceId ? findService(match.serviceId) : undefined;
  if (!service) return <NotFoundPage />;
  return (
    <>
      <PageHero
        title={service.title}
        intro={service.description}
        visual={<ServicesIllustration subject={service.id} centre={service.icon} />}
        lead={
          <>
            <BackLink to={backLink.href} label={backLink.label} />
            <span css={[iconFrame, { display: 'grid', marginBottom: '1rem' }]}>
              <Icon name={service.icon} size={24} />
            </span>
          </>
        }
      >
        {assessmentInvitation.services.includes(service.id) && <AssessmentInvitation />}
        {emailSecurityInvitation.services.includes(service.id) && <EmailSecurityInvitation />}
      </PageHero>
      <ServiceDetailBody serviceId={service.id} />
      <KeptRelatedHelp entry={service.id} />
      <Section css={ctaStyles} aria-labelledby="service-cta">
        <Container>
          <div className="panel">
            <h2 id="service-cta">{cta.heading}</h2>
            <p>{cta.text(service.title)}</p>
            <CallToAction link={cta.button} />
          </div>
        </Container>
      </Section>
    </>
  );
}
