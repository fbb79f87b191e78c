import { servicesCopy } from '../../../shared/catalogue/site-copy';
import { cardStyles, IconItem } from '../../ui/card';
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

/** 'Why Choose Our Services?' and its four reasons (spec §2 Services). */
export function WhyChoose() {
  return (
    <Section css={{ paddingTop: 0 }} aria-labelledby="why-choose-heading">
      <Container>
        <SectionHeading id="why-choose-heading" title={whyChoose.heading} />
        <ul css={gridStyles(4)}>
          {whyChoose.items.map((item) => (
            <IconItem
              key={item.title}
              css={cardStyles}
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
