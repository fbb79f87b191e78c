import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { paths } from '../../shared/routes';
import { supportCopy } from '../../shared/catalogue/site-copy';
import { usePublicConfig } from '../app/public-config-context';
import { LiveChatButton } from '../features/chat/live-chat-button';
import { ButtonAnchor, ButtonLink } from '../ui/button';
import { cardStyles, iconFrame } from '../ui/card';
import { Container, Section } from '../ui/container';
import { gridListStyles, loneLastCard } from '../ui/grid';
import { ContentIcon, type ContentIconName } from '../ui/content-icons';
import { PageHero } from '../ui/page-hero';
import { breakpoints, mq } from '../ui/tokens';
import { contentMeta } from '../app/page-types';
import { CallbackSection } from './parts/callback-section';
import { EmailSecurityInvitation, GenuineEmailInvitation } from './parts/kept-invitations';
import { KeptRelatedHelp } from './parts/kept-related-help';

const { cards, remoteSupport } = supportCopy;

/** Three cards a row only where the e-mail address fits on its button beside its icon (xl), two below. */
const cardGrid = css`
  ${gridListStyles}
  ${mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    ${loneLastCard(2)}
  }
  ${mq.xl} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    ${loneLastCard(3)}
  }
`;

const cardLayout = css`
  .action {
    margin-top: auto;
    padding-top: 0.5rem;
  }
  /* The phone number and the address are one unit each: the button takes the card's width instead of wrapping them. */
  .action > a {
    max-width: 100%;
    padding-inline: 0.9rem;
    white-space: nowrap;
  }
  .hours {
    font-size: 0.925rem;
  }
`;

function SupportCard({
  icon,
  title,
  text,
  children,
}: {
  icon: ContentIconName;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <li css={[cardStyles, cardLayout]}>
      <span css={iconFrame}>
        <ContentIcon name={icon} size={24} />
      </span>
      <h2>{title}</h2>
      <p>{text}</p>
      {children}
    </li>
  );
}

const requestStyles = css`
  margin-top: 0.5rem;
`;

const remoteStyles = css`
  .panel {
    gap: 1rem;
    @media (max-width: ${breakpoints.sm - 1}px) {
      padding: 1.25rem 1rem;
    }
    /* Side by side only where the text keeps a readable measure beside the button. */
    ${mq.lg} {
      flex-direction: row;
      align-items: center;
      padding: 2rem;
    }
  }
  .text {
    flex: 1;
  }
  .text h2 {
    margin-bottom: 0.5rem;
  }
`;

/** A card whose action is a phone number or an address to write to. */
function ContactCard({
  card,
  icon,
  testId,
  children,
}: {
  card: { title: string; text: string; contact: { href: string; display: string } };
  icon: 'phone' | 'mail';
  testId: string;
  children?: ReactNode;
}) {
  return (
    <SupportCard icon={icon} title={card.title} text={card.text}>
      {children}
      <div className="action">
        <ButtonAnchor href={card.contact.href} variant="outline" data-testid={testId}>
          <ContentIcon name={icon} size={18} />
          {card.contact.display}
        </ButtonAnchor>
      </div>
    </SupportCard>
  );
}

export const meta = contentMeta((metas) => metas.supportMeta);

export default function SupportPage() {
  const { remoteSupportUrl } = usePublicConfig();
  return (
    <>
      <PageHero title={supportCopy.title} intro={supportCopy.intro}>
        {/* The form first: it reaches the helpdesk with screenshots, at any hour. */}
        <ButtonLink to={paths['support-request']} size="lg" css={requestStyles} data-testid="support-request-link">
          {supportCopy.request}
        </ButtonLink>
        {/* Mail going to junk, or bouncing, is a support question the check answers in seconds. */}
        <EmailSecurityInvitation />
        <GenuineEmailInvitation />
      </PageHero>
      <Section aria-label={supportCopy.title}>
        <Container>
          <ul css={cardGrid}>
            <SupportCard icon="message" title={cards.liveChat.title} text={cards.liveChat.text}>
              <div className="action">
                <LiveChatButton />
              </div>
            </SupportCard>
            <ContactCard card={cards.phone} icon="phone" testId="phone-support">
              <p className="hours">{cards.phone.hours}</p>
            </ContactCard>
            <ContactCard card={cards.email} icon="mail" testId="email-support" />
          </ul>
        </Container>
      </Section>
      <Section css={[remoteStyles, { paddingTop: 0 }]} aria-labelledby="remote-support-heading">
        <Container>
          <div className="panel" css={cardStyles}>
            <span css={iconFrame}>
              <ContentIcon name="monitor" size={24} />
            </span>
            <div className="text">
              <h2 id="remote-support-heading">{remoteSupport.heading}</h2>
              <p>{remoteSupport.text}</p>
            </div>
            <ButtonAnchor
              href={remoteSupportUrl || remoteSupport.defaultUrl}
              target="_blank"
              rel="noopener noreferrer"
              size="lg"
              data-testid="remote-support"
            >
              <ContentIcon name="download" size={18} />
              {remoteSupport.buttonLabel}
            </ButtonAnchor>
          </div>
        </Container>
      </Section>
      <CallbackSection topic="support" />
      <KeptRelatedHelp entry="support" withStatus />
    </>
  );
}
