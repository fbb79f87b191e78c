import { servicesCopy } from '../../../shared/catalogue/site-copy';
import { css } from '@emotion/react';
import { IconItem, tileStyles, tileTextStyles } from '../../ui/card';
import { Container, Section } from '../../ui/container';
import { gridStyles } from '../../ui/grid';
import { ContentIcon, type ContentIconName } from '../../ui/content-icons';
import { SectionHeading } from '../../ui/section-heading';

const { whyChoose } = servicesCopy;
const icons: Record<(typeof whyChoose.items)[number]['title'], ContentIconName> = {
  'Expert Support': 'headset',
  'Cloud Solutions': 'cloud',
  'Custom Solutions': 'settings',
  'Network Security': 'shield',
};

/*
 * Information, not links: flat tiles on the muted surface, with no shadow or raised border, so
 * they do not look like the service cards above them that a visitor can open.
 */
const reason = css`
  ${tileStyles}
  ${tileTextStyles}
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  padding: 1.5rem;
  background: var(--bg-muted);
  border-color: transparent;
  h3 {
    margin: 0;
  }
`;

/** The services page's 'Why Choose Our Services?' and its four reasons. */
export function WhyChoose() {
  return (
    <Section css={{ paddingTop: 0 }} aria-labelledby="why-choose-heading">
      <Container>
        <SectionHeading id="why-choose-heading" title={whyChoose.heading} />
        <ul css={gridStyles(4)}>
          {whyChoose.items.map((item) => (
            <IconItem
              key={item.title}
              css={reason}
              icon={<ContentIcon name={icons[item.title]} size={24} />}
              title={item.title}
              text={item.text}
            />
          ))}
        </ul>
      </Container>
    </Section>
  );
}
