import type { SerializedStyles } from '@emotion/react';
import { Link } from '../../ui/link';
import type { Service } from '../../../shared/catalogue/services';
import { cardStyles, iconFrame, stretchedLink } from '../../ui/card';
import { Icon } from '../../ui/icons';

/**
 * One service: icon, title and description. The title links to `href` and its hit area covers
 * the card; `linkLabel`, when given, is shown as the visible call to action instead, its link
 * named after the service for screen readers and search engines ("Learn More about Cybersecurity").
 */
export function ServiceCard({
  service,
  href,
  linkLabel,
  extra,
  headingLevel = 3,
}: {
  service: Service;
  href: string;
  linkLabel?: string;
  extra?: SerializedStyles;
  headingLevel?: 2 | 3;
}) {
  const titleId = `service-card-${service.id}`;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li css={[cardStyles, extra]} data-testid="service-card">
      <span css={iconFrame}>
        <Icon name={service.icon} size={24} />
      </span>
      <Heading id={titleId}>
        {linkLabel ? (
          service.title
        ) : (
          <Link to={href} css={stretchedLink}>
            {service.title}
          </Link>
        )}
      </Heading>
      <p>{service.description}</p>
      {linkLabel && (
        <Link to={href} css={[stretchedLink, { marginTop: 'auto', color: 'var(--primary-strong)', fontWeight: 600 }]}>
          {linkLabel}
          <span className="visually-hidden"> about {service.title}</span>
          <Icon name="arrowRight" size={16} css={{ display: 'inline', verticalAlign: '-0.15em', marginLeft: '0.35rem' }} />
        </Link>
      )}
    </li>
  );
}
