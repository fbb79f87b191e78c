import { css } from '@emotion/react';
import { aboutCopy } from '../../../shared/catalogue/site-copy';
import { ButtonLink } from '../../ui/button';
import { cardStyles, iconFrame, IconItem } from '../../ui/card';
import { Container, Section } from '../../ui/container';
import { gridStyles, sideBySideStyles } from '../../ui/grid';
import { ContentIcon, type ContentIconName } from '../../ui/content-icons';
import { SectionHeading } from '../../ui/section-heading';
import { mq } from '../../ui/tokens';

const { about, values, stats, mission } = aboutCopy;
const valueIcons: readonly ContentIconName[] = ['shield', 'award', 'users', 'lightbulb'];

const aboutStyles = css`
  /* Side by side from the top: centred, the figures would jump up as a slow page brings the last of them. */
  .layout {
    ${sideBySideStyles(1.5)}
    ${mq.lg} {
      align-items: start;
      gap: 4rem;
    }
  }
  .text p {
    color: var(--fg-muted);
    font-size: 1.075rem;
  }
  .stats {
    display: grid;
    gap: 1rem;
    list-style: none;
    margin: 0;
    padding: 0;
    ${mq.sm} {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
    ${mq.lg} {
      grid-template-columns: none;
    }
  }
  .stats li {
    gap: 0.25rem;
    text-align: center;
  }
  .value {
    display: block;
    font-size: clamp(2.25rem, 5vw, 3rem);
    font-weight: 800;
    line-height: 1.1;
    color: var(--primary-strong);
  }
  .label {
    color: var(--fg-muted);
    font-weight: 500;
  }
`;

/** The story, the 'Partner With Us' button and, beside them, the company's figures. */
export function AboutStory() {
  return (
    <Section css={aboutStyles} aria-labelledby="about-heading">
      <Container className="layout">
        <div className="text">
          <h2 id="about-heading" css={{ fontSize: 'clamp(1.6rem, 3.5vw, 2.25rem)' }}>
            {about.heading}
          </h2>
          {about.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <ButtonLink to={about.partnerCta.href} size="lg" css={{ marginTop: '0.5rem' }}>
            {about.partnerCta.label}
            <ContentIcon name="arrowRight" size={18} />
          </ButtonLink>
        </div>
        <ul className="stats" data-testid="about-stats">
          {stats.map((stat) => (
            <li key={stat.label} css={cardStyles}>
              <span className="value">{stat.value}</span>
              <span className="label">{stat.label}</span>
            </li>
          ))}
        </ul>
      </Container>
    </Section>
  );
}

export function AboutValues() {
  return (
    <Section aria-labelledby="values-heading" css={{ paddingTop: 0 }}>
      <Container>
        <SectionHeading id="values-heading" title={values.heading} />
        <ul css={gridStyles(4)}>
          {values.items.map((value, index) => (
            <IconItem
              key={value.title}
              css={cardStyles}
              icon={<ContentIcon name={valueIcons[index] ?? 'check'} size={24} />}
              title={value.title}
              text={value.text}
            />
          ))}
        </ul>
      </Container>
    </Section>
  );
}

const missionStyles = css`
  .panel {
    max-width: 56rem;
    margin: 0 auto;
    text-align: center;
    align-items: center;
    padding: 2.5rem 1.5rem;
    ${mq.md} {
      padding: 3rem;
    }
  }
  .panel h2 {
    margin: 0;
    font-size: clamp(1.5rem, 3vw, 2rem);
  }
  .panel p {
    font-size: clamp(1.1rem, 2.2vw, 1.3rem);
    color: var(--fg);
  }
`;

export function AboutMission() {
  return (
    <Section css={missionStyles} aria-labelledby="mission-heading">
      <Container>
        <div className="panel" css={cardStyles}>
          <span css={iconFrame}>
            <ContentIcon name="target" size={24} />
          </span>
          <h2 id="mission-heading">{mission.heading}</h2>
          <p>{mission.statement}</p>
        </div>
      </Container>
    </Section>
  );
}
