import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { Link } from '../ui/link';
import { company } from '../../shared/catalogue/company';
import { companyDisclosure } from '../../shared/catalogue/company-disclosure';
import { services } from '../../shared/catalogue/services';
import { footerQuickLinks } from '../../shared/routes';
import { helpCopy } from '../../shared/catalogue/help-copy';
import { usePublicConfig } from '../app/public-config-context';
import { Container } from '../ui/container';
import { Icon } from '../ui/icons';
import { mq } from '../ui/tokens';

const styles = css`
  .grid {
    display: grid;
    gap: 2rem;
    padding-top: 3rem;
    padding-bottom: 2rem;
    ${mq.md} {
      grid-template-columns: 1fr 1fr;
    }
    ${mq.lg} {
      grid-template-columns: 1.3fr 1fr 1.3fr 1.4fr;
    }
  }
  h2 {
    font-size: 1rem;
    margin-bottom: 0.75rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.4rem;
  }
  address {
    font-style: normal;
    color: var(--fg-muted);
  }
  .contact li {
    display: flex;
    gap: 0.5rem;
    align-items: flex-start;
    color: var(--fg-muted);
  }
  .contact svg {
    flex: none;
    margin-top: 0.2rem;
  }
  .legal-line p {
    margin: 0;
    padding-bottom: 1rem;
    font-size: 0.8rem;
    color: var(--fg-muted);
    display: flex;
    flex-wrap: wrap;
    column-gap: 1.5rem;
    row-gap: 0.15rem;
    /* The dot before a part that starts a line falls outside the line's box, and is not drawn. */
    overflow: hidden;
  }
  .legal-line [data-part] {
    position: relative;
  }
  .legal-line [data-separator] {
    position: absolute;
    left: -0.75rem;
    transform: translateX(-50%);
  }
`;

/** A titled column of site links. */
function LinkColumn({
  label,
  links,
  children,
}: {
  label: string;
  links: readonly { path: string; label: string }[];
  children?: ReactNode;
}) {
  return (
    <nav aria-label={label}>
      <h2>{label}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.path}>
            <Link to={link.path}>{link.label}</Link>
          </li>
        ))}
        {children}
      </ul>
    </nav>
  );
}

/** The footer above its bottom line: the company, the site's links, the ways to reach us, the legal line. */
export function FooterLinks() {
  const { statusUrl } = usePublicConfig();
  return (
    <div css={styles}>
      <Container className="grid">
        <div>
          <p css={{ fontWeight: 800, fontSize: '1.15rem', marginBottom: '0.5rem' }}>{company.name}</p>
          <p css={{ color: 'var(--fg-muted)' }}>{company.tagline}.</p>
        </div>
        <LinkColumn label="Quick Links" links={footerQuickLinks}>
          {statusUrl && (
            <li>
              <a href={statusUrl} data-testid="footer-status-link">
                {helpCopy.statusLink}
              </a>
            </li>
          )}
        </LinkColumn>
        <LinkColumn label="Our Services" links={services.map((service) => ({ path: service.link, label: service.title }))} />
        <div>
          <h2>Contact</h2>
          <ul className="contact">
            <li>
              <Icon name="mapPin" size={16} />
              <address>
                {company.address.lines.join(', ')}
                <br />
                <strong>{company.address.note}</strong>
              </address>
            </li>
            <li>
              <Icon name="mail" size={16} />
              <a href={company.email.href}>{company.email.display}</a>
            </li>
            <li>
              <Icon name="phone" size={16} />
              <a href={company.phone.href}>{company.phone.display}</a>
            </li>
            <li>
              <Icon name="message" size={16} />
              <a href={company.whatsapp.href} rel="noopener noreferrer" target="_blank">
                WhatsApp <span className="phone-number">{company.whatsapp.display}</span>
              </a>
            </li>
          </ul>
        </div>
      </Container>
      <Container className="legal-line">
        <p data-testid="company-legal-line">
          {companyDisclosure.footerLine.map((part, index) => (
            <span key={part} data-part>
              {index > 0 && (
                <span data-separator aria-hidden="true">
                  ·
                </span>
              )}
              {part}
            </span>
          ))}
        </p>
      </Container>
    </div>
  );
}
