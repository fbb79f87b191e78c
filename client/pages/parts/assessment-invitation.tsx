import { css } from '@emotion/react';
import { assessmentInvitation as invitation } from '../../../shared/catalogue/assessment-invitation';
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

/** The invitation to the IT self-assessment, under a page's title. */
export function AssessmentInvitation() {
  return (
    <div css={styles} data-testid="assessment-invitation">
      <p>{invitation.text}</p>
      <ButtonLink to={paths.assessment}>{invitation.label}</ButtonLink>
    </div>
  );
}
