import { css } from '@emotion/react';
import { company } from '../../../shared/catalogue/company';
import { contactCopy } from '../../../shared/catalogue/site-copy';
import { Container, Section } from '../../ui/container';
import { mq } from '../../ui/tokens';

const styles = css`
  .grid {
    display: grid;
    gap: 2rem;
    ${mq.lg} {
      grid-template-columns: 1fr 1.4fr;
    }
  }
  .form-area {
    min-height: 40rem;
  }
`;

/** The consultation section of the home and contact pages: contact details beside the form. */
export function ContactSection() {
  return (
    <Section css={styles} aria-labelledby="contact-section-heading">
      <Container className="grid">
        <div>
          <h2 id="contact-section-heading">{contactCopy.section.heading}</h2>
          <p>{contactCopy.section.intro}</p>
          <p>
            <a href={company.phone.href}>{company.phone.display}</a>
            <br />
            <a href={company.email.href}>{company.email.display}</a>
          </p>
        </div>
        <div className="form-area" />
      </Container>
    </Section>
  );
}
