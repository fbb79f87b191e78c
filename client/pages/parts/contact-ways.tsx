import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { company } from '../../../shared/catalogue/company';
import { homeCopy } from '../../../shared/catalogue/site-copy';
import { cardStyles, iconFrame } from '../../ui/card';
import { Icon, type IconName } from '../../ui/icons';
import { AddressLines } from '../../ui/address-lines';

const { labels } = homeCopy.getInTouch;

const shared = css`
  h3 {
    font-size: 1.05rem;
    margin: 0 0 0.35rem;
  }
  p,
  address {
    margin: 0;
    font-style: normal;
    color: var(--fg-muted);
    overflow-wrap: anywhere;
  }
  /* A number is one link on one line; its label stays outside the link. */
  .number {
    white-space: nowrap;
  }
  .note {
    margin-top: 0.35rem;
    color: var(--fg);
    font-weight: 600;
  }
`;

/** As the home page's Get In Touch cards: each way a raised card with its icon (laid out by its section). */
const asCards = shared;

/** As a compact list beside the consultation form: an icon, then the way's name and details. */
const asList = css`
  ${shared}
  display: grid;
  gap: 1.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: 1rem;
    align-items: flex-start;
  }
`;

function Way({ icon, title, card, children }: { icon: IconName; title: string; card: boolean; children: ReactNode }) {
  return (
    <li css={card ? cardStyles : undefined}>
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

/**
 * Phone (with WhatsApp), email and office by appointment, as text and links, never as form fields:
 * the home page's Get In Touch cards, and the list beside the form on the contact page.
 */
export function ContactWays({ look, className }: { look: 'cards' | 'list'; className?: string }) {
  const card = look === 'cards';
  return (
    <ul css={card ? asCards : asList} className={className} data-testid="contact-ways">
      <Way icon="phone" title={labels.phone} card={card}>
        <p>
          <a className="number" href={company.phone.href}>
            {company.phone.display}
          </a>
        </p>
        <p>
          {company.whatsapp.availability}:{' '}
          <a
            className="number"
            href={company.whatsapp.href}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="whatsapp-link"
          >
            {company.whatsapp.display}
          </a>
        </p>
      </Way>
      <Way icon="mail" title={labels.email} card={card}>
        <p>
          <a href={company.email.href}>{company.email.display}</a>
        </p>
      </Way>
      <Way icon="mapPin" title={labels.office} card={card}>
        <address>
          <AddressLines lines={company.address.lines} />
        </address>
        <p className="note">{company.address.note}</p>
      </Way>
    </ul>
  );
}
