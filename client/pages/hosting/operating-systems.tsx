import { css } from '@emotion/react';
import { Link } from '../../ui/link';
import { endOfLifeCopy, isPastEndOfLife, type OperatingSystemsSection } from '../../../shared/catalogue/plans';
import { paths } from '../../../shared/routes';
import { Container, Section } from '../../ui/container';
import { loneLastCard } from '../../ui/grid';
import { Icon } from '../../ui/icons';
import { tileStyles } from '../../ui/card';
import { mq } from '../../ui/tokens';
import { hostingSectionStyles } from './hosting-section';

const styles = css`
  ${hostingSectionStyles}
  .blurb {
    text-align: center;
    color: var(--fg-muted);
    max-width: 40rem;
    margin: 0 auto 2rem;
  }
  ul.systems {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 1rem;
    ${mq.sm} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
      ${loneLastCard(2, '1rem')}
    }
    ${mq.lg} {
      grid-template-columns: repeat(5, minmax(0, 1fr));
      ${loneLastCard(5)}
    }
  }
  .system {
    ${tileStyles}
    height: 100%;
    padding: 1.1rem 1.2rem;
  }
  h3 {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    font-size: 1.05rem;
  }
  h3 svg {
    color: var(--primary-strong);
  }
  ul.versions {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
  }
  ul.versions li {
    padding: 0.15rem 0.6rem;
    border: 1px solid var(--border);
    border-radius: 999px;
    font-size: 0.875rem;
  }
  ul.versions li[data-end-of-life] {
    border-style: dashed;
    color: var(--fg-muted);
  }
  .end-of-life {
    font-size: 0.8rem;
  }
  .note {
    margin: 0;
    font-weight: 600;
  }
`;

/** The VPS page's 1-click install images, each release past its end of life marked; Windows Server is arranged by contacting us. */
export function OperatingSystems({ section }: { section: OperatingSystemsSection }) {
  return (
    <Section css={styles} aria-labelledby="os-heading" data-testid="operating-systems">
      <Container>
        <h2 id="os-heading">{section.title}</h2>
        <p className="blurb">{section.blurb}</p>
        <ul className="systems">
          {section.systems.map((system) => (
            <li key={system.name} className="system">
              <h3>
                <Icon name="server" size={18} />
                {system.name}
              </h3>
              {system.releases.length > 0 && (
                <ul className="versions" aria-label={`${system.name} versions`}>
                  {system.releases.map((release) => {
                    const ended = isPastEndOfLife(release);
                    return (
                      <li key={release.version} data-end-of-life={ended ? release.endOfLife : undefined}>
                        {release.version}
                        {ended && <span className="end-of-life">{` (${endOfLifeCopy.mark})`}</span>}
                      </li>
                    );
                  })}
                </ul>
              )}
              {system.note && (
                <p className="note">
                  <Link to={paths.contact}>{system.note}</Link>
                </p>
              )}
            </li>
          ))}
        </ul>
      </Container>
    </Section>
  );
}
