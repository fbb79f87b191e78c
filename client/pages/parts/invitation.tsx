import { css } from '@emotion/react';
import { assessmentInvitation } from '../../../shared/catalogue/assessment-invitation';
import { emailSecurityInvitation } from '../../../shared/catalogue/email-security-invitation';
import { genuineEmailInvitation } from '../../../shared/catalogue/genuine-email-invitation';
import { paths } from '../../../shared/routes';
import { ButtonLink } from '../../ui/button';

const styles = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1rem;
  margin-top: 1.25rem;
  p {
    margin: 0;
    flex: 1 1 18rem;
  }
`;

interface InvitationProps {
  text: string;
  label: string;
  to: string;
  testId: string;
  variant?: 'outline';
}

/** An invitation to one of the site's free checks: a line and the link to it (class `invitation`, for the spacing where it sits). */
function Invitation({ text, label, to, testId, variant }: InvitationProps) {
  return (
    <div css={styles} className="invitation" data-testid={testId}>
      <p>{text}</p>
      <ButtonLink to={to} variant={variant}>
        {label}
      </ButtonLink>
    </div>
  );
}

/** The invitation to the IT self-assessment, under a page's title. */
export function AssessmentInvitation() {
  const { text, label } = assessmentInvitation;
  return <Invitation text={text} label={label} to={paths.assessment} testId="assessment-invitation" />;
}

/** The invitation to "Is my e-mail safe?": under a page's title, beside the self-assessment's e-mail questions and on its result. */
export function EmailSecurityInvitation() {
  const { text, label } = emailSecurityInvitation;
  return (
    <Invitation text={text} label={label} to={paths['email-security']} testId="email-security-invitation" variant="outline" />
  );
}

/** The invitation to "Is this e-mail genuine?", beside the e-mail check's. */
export function GenuineEmailInvitation() {
  const { text, label } = genuineEmailInvitation;
  return <Invitation text={text} label={label} to={paths['genuine-email']} testId="genuine-email-invitation" variant="outline" />;
}
