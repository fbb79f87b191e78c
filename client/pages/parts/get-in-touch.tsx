import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { company } from '../../../shared/catalogue/company';
import { homeCopy } from '../../../shared/catalogue/site-copy';
import { cardStyles, iconFrame } from '../../ui/card';
import { Container, Section } from '../../ui/container';
import { Icon, type IconName } from '../../ui/icons';
import { SectionHeading } from '../../ui/section-heading';
import { gridListStyles } from '../../ui/grid';
import { mq } from '../../ui/tokens';
import { AddressLines } from '../../ui/address-lines';

const { getInTouch } = homeCopy;

const styles = css`
  background: var(--bg-muted);
  border-block: 1px solid var(--border);
  ul {
    ${gridListStyles}
    ${mq.md} {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  }
  li {
    ${mq.lg} {
      flex-direction: row;
      align-items: flex-start;
    }
  }
  h3 {
    font-size: 1.05rem;
    margin-bottom: 0.35rem;
  }
  p,
  address {
    margin: 0;
    font-style: normal;
    color: var(--fg-muted);
    overflow-wrap: anywhere;
  }
  .note {
    margin-top: 0.35rem;
    color: var(--fg);
    font-weight: 600;
  }
`;

/** One way to reach us: its icon, its name and what to use. */
function Way({ icon, title, children }: { icon: IconName; title: string; children: ReactNode }) {
  return (
    <li css={cardStyles}>
      <span css={iconFrame}>
        <Icon name={icon} size={22} />
      </span>
      <div>
        <h3>{title}</h3>
        {children}
      </div>
    </li>
  );
}

/** Phone (with WhatsApp), email and office, shown as text and links, not as form fields (spec §2). */
export function GetInTouch() {
  return (
    <Section css={styles} aria-labelledby="get-in-touch-heading">
      <Container>
        <SectionHeading id="get-in-touch-heading" title={getInTouch.heading} intro={getInTouch.intro} />
        <ul>
          <Way icon="phone" title={getInTouch.labels.phone}>
            <p>
              <a href={company.phone.href}>{company.phone.display}</a>
            </p>
            <p>
              <a href={company.whatsapp.href} target="_blank" rel="noopener noreferrer" data-testid="whatsapp-link">
                {company.whatsapp.availability}: <span className="phone-number">{company.whatsapp.display}</span>
              </a>
            </p>
          </Way>
          <Way icon="mail" title={getInTouch.labels.email}>
            <p>
              <a href={company.email.href}>{company.email.display}</a>
            </p>
          </Way>
          <Way icon="mapPin" title={getInTouch.labels.office}>
            <address>
              <AddressLines lines={company.address.lines} />
            </address>
            <p className="note">{company.address.note}</p>
          </Way>
        </ul>
      </Container>
    </Section>
  );
}
