import { css } from '@emotion/react';
import { homeCopy } from '../../../shared/catalogue/site-copy';
import { Badge } from '../../ui/badge';
import { ButtonLink, CallToAction } from '../../ui/button';
import { Container } from '../../ui/container';
import { Icon, type IconName } from '../../ui/icons';
import { mq } from '../../ui/tokens';
import { HomeHeroVisual } from './home-hero-visual';

const { hero } = homeCopy;
const badgeIcons: readonly IconName[] = ['shield', 'headset', 'zap'];

const styles = css`
  padding: 4.5rem 0 4rem;
  background:
    radial-gradient(50rem 28rem at 85% -10%, color-mix(in srgb, var(--accent) 14%, transparent), transparent),
    radial-gradient(60rem 32rem at 5% -20%, color-mix(in srgb, var(--primary) 26%, transparent), transparent), var(--bg);
  border-bottom: 1px solid var(--border);
  /* The decoration's glow reaches past the edge; it must not widen the page. */
  overflow: clip;
  ${mq.lg} {
    padding: 6rem 0 5.5rem;
  }
  .layout {
    display: grid;
    gap: 3rem;
    align-items: center;
    ${mq.lg} {
      grid-template-columns: minmax(0, 1.5fr) minmax(0, 1fr);
      gap: 4rem;
    }
  }
  h1 {
    max-width: 50rem;
    font-size: clamp(2.25rem, 6vw, 4rem);
    letter-spacing: -0.03em;
    margin-bottom: 1.25rem;
  }
  .sub {
    max-width: 44rem;
    font-size: clamp(1.075rem, 2vw, 1.25rem);
    color: var(--fg-muted);
    margin-bottom: 2rem;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
    margin-bottom: 2.5rem;
  }
  .badges {
    display: flex;
    flex-wrap: wrap;
    gap: 0.6rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

export function HomeHero() {
  return (
    <section css={styles} aria-labelledby="home-hero-heading">
      <Container className="layout">
        <div>
          <h1 id="home-hero-heading">{hero.headline}</h1>
          <p className="sub">{hero.subheadline}</p>
          <div className="actions">
            <CallToAction link={hero.primaryCta} />
            <ButtonLink to={hero.secondaryCta.href} size="lg" variant="outline">
              {hero.secondaryCta.label}
            </ButtonLink>
          </div>
          <ul className="badges">
            {hero.badges.map((badge, index) => (
              <li key={badge}>
                <Badge>
                  <Icon name={badgeIcons[index] ?? 'check'} size={16} />
                  {badge}
                </Badge>
              </li>
            ))}
          </ul>
        </div>
        <HomeHeroVisual />
      </Container>
    </section>
  );
}
