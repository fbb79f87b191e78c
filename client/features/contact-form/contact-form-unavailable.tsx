import { company } from '../../../shared/catalogue/company';

/** Shown in the form's place when its chunk could not be loaded after the retries. */
export function ContactFormUnavailable() {
  return (
    <p role="alert" data-testid="contact-form-unavailable">
      The contact form could not be loaded. Please check your connection and reload the page, or email us at{' '}
      <a href={company.email.href}>{company.email.display}</a>.
    </p>
  );
}
