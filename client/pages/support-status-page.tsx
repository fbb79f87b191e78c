/** A support request's private status page (/support/status?token=…): its state as the helpdesk says it, its conversation and a reply. */
import { answerOnlyRoute, contentMeta, type PageRoute } from '../app/page-types';
import { useAppSelector } from '../app/hooks';
import { supportStatusCopy as statusCopy } from '../../shared/catalogue/support-status-copy';
import { formatSastMinute } from '../../shared/format-date';
import { paths } from '../../shared/routes';
import { selectSupportRequest } from '../state/support-request-slice';
import { answerStyles } from './support-request/answer-styles';
import { Conversation } from './support-status/conversation';
import { Link } from '../ui/link';
import { Container, Section } from '../ui/container';
import { PageHero } from '../ui/page-hero';

export const meta = contentMeta((metas) => metas.supportStatusMeta);

/** Made for the one request whose token it is, never kept. */
export const route: PageRoute = answerOnlyRoute;

/** A request's state as the helpdesk said it last (waiting on the client: where this page's reader answers), and when it changed; a link that names none says so. */
function StatusView() {
  const { status } = useAppSelector(selectSupportRequest);
  if (!status)
    return (
      <div className="answer" data-testid="support-status">
        <p>{statusCopy.unknown}</p>
        <p>
          <Link to={paths['support-request']}>{statusCopy.another}</Link>
        </p>
      </div>
    );
  return (
    <div className="answer" data-testid="support-status" data-state={status.state}>
      <p className="reference">
        {status.state === 'waiting'
          ? `${statusCopy.states.waiting} ${statusCopy.waitingReply[status.replies]}`
          : statusCopy.states[status.state]}
      </p>
      <p>
        {statusCopy.reference}: <strong>{status.reference}</strong>
      </p>
      {status.ticket && (
        <p>
          {statusCopy.ticket}: <strong>#{status.ticket}</strong>
        </p>
      )}
      <p>
        {statusCopy.changed}: {formatSastMinute(new Date(status.changedAt))}
      </p>
      {status.dropped.infected.length > 0 && (
        <p className="problem" data-testid="support-dropped">
          {statusCopy.dropped(status.dropped.infected)}
        </p>
      )}
      {status.dropped.unread.length > 0 && (
        <p className="problem" data-testid="support-unread">
          {statusCopy.unread(status.dropped.unread)}
        </p>
      )}
      <Conversation status={status} />
      <p>
        <Link to={paths['support-request']}>{statusCopy.another}</Link>
      </p>
    </div>
  );
}

export default function SupportStatusPage() {
  return (
    <>
      <PageHero title={statusCopy.title} intro={statusCopy.intro} />
      <Section>
        <Container css={answerStyles}>
          <StatusView />
        </Container>
      </Section>
    </>
  );
}
