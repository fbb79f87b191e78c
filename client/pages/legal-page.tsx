import { css } from '@emotion/react';
import { company } from '../../shared/catalogue/company';
import { companyDisclosure } from '../../shared/catalogue/company-disclosure';
import { legalDocuments } from '../../shared/catalogue/legal-documents';
import { legalCopy } from '../../shared/catalogue/site-copy';
import { DownloadLink } from '../features/legal-downloads/download-link';
import { cardStyles, iconFrame } from '../ui/card';
import { Container, Section } from '../ui/container';
import { gridStyles } from '../ui/grid';
import { ContentIcon } from '../ui/content-icons';
import { PageHero } from '../ui/page-hero';
import { mq } from '../ui/tokens';
import { AddressLines } from '../ui/address-lines';
import { ButtonLink } from '../ui/button';
import { withPhones } from '../ui/phone-numbers';
import { contentMeta } from '../app/page-types';

const styles = css`
  .top {
    display: grid;
    gap: 1.5rem;
    margin-bottom: 2.5rem;
    align-items: start;
    ${mq.md} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
  .office,
  .notice {
    flex-direction: row;
    align-items: flex-start;
  }
  address {
    font-style: normal;
    color: var(--fg-muted);
  }
  .note {
    margin-top: 0.4rem;
    font-weight: 600;
    color: var(--fg);
  }
  .document .action {
    margin-top: auto;
    padding-top: 0.5rem;
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  .notice {
    background: var(--bg-muted);
  }
  .company {
    margin-bottom: 2.5rem;
  }
  .company dl {
    display: grid;
    gap: 0.5rem 1.5rem;
    margin: 0;
    ${mq.md} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
  .company dt {
    font-size: 0.85rem;
    color: var(--fg-muted);
  }
  .company dd {
    margin: 0;
    font-weight: 600;
  }
  .notice p {
    color: var(--fg);
    font-size: 1.05rem;
  }
`;

export const meta = contentMeta((metas) => metas.legalMeta);

export default function LegalPage() {
  return (
    <>
      <PageHero title={legalCopy.title} intro={legalCopy.intro} />
      <Section css={styles} aria-label={legalCopy.title}>
        <Container>
          <div className="top">
            <div className="office" css={cardStyles} data-testid="legal-office">
              <span css={iconFrame}>
                <ContentIcon name="mapPin" size={24} />
              </span>
              <div>
                <h2 css={{ fontSize: '1.2rem' }}>{legalCopy.officeHeading}</h2>
                <address>
                  <span css={{ display: 'block', color: 'var(--fg)', fontWeight: 600 }}>{company.legalName}</span>
                  <AddressLines lines={company.address.lines} />
                </address>
                <p className="note">{company.address.note}</p>
              </div>
            </div>
            <div className="notice" css={cardStyles}>
              <span css={iconFrame}>
                <ContentIcon name="clock" size={24} />
              </span>
              <p role="note">{legalCopy.reviewNotice}</p>
            </div>
          </div>
          <section className="company" css={cardStyles} aria-labelledby="company-information" data-testid="company-information">
            <h2 id="company-information">{companyDisclosure.heading}</h2>
            <dl>
              {companyDisclosure.rows.map(([label, value], row) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{withPhones(value, row)}</dd>
                </div>
              ))}
            </dl>
          </section>
          <ul css={gridStyles(4)}>
            {legalDocuments.map((document) => (
              <li key={document.id} className="document" css={cardStyles} data-testid="legal-document">
                <span css={iconFrame}>
                  <ContentIcon name="file" size={24} />
                </span>
                <h2 id={`legal-${document.id}`}>{document.title}</h2>
                <p>{document.description}</p>
                <div className="action">
                  <DownloadLink legalDocument={document} describedBy={`legal-${document.id}`} />
                  <ButtonLink
                    to={document.path}
                    variant="secondary"
                    aria-describedby={`legal-${document.id}`}
                    data-testid={`read-${document.id}`}
                  >
                    {legalCopy.readLabel}
                  </ButtonLink>
                </div>
              </li>
            ))}
          </ul>
        </Container>
      </Section>
    </>
  );
}
