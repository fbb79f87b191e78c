import { company } from '../../shared/catalogue/company';

/** Shown in a form's place when its chunk could not be loaded after the retries: `what` names the form ('The contact form'). */
export const formUnavailable = (what: string, testId: string) =>
  function FormUnavailable() {
    return (
      <p role="alert" data-testid={testId}>
        {what} could not be loaded. Please check your connection and reload the page, or email us at{' '}
        <a href={company.email.href}>{company.email.display}</a>.
      </p>
    );
  };
