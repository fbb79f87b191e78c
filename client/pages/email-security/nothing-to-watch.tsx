import { emailWatchCopy as copy } from '../../../shared/catalogue/email-watch-copy';

/**
 * In the watch form's place under the result of a domain that takes no e-mail (a null MX): why no
 * watch can start there, instead of a form asking for an address that can never get its link.
 */
export function NothingToWatch({ id, shown }: { id: string; shown: string }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} data-testid="email-watch-no-mail">
      <h2 id={`${id}-heading`}>{copy.form.heading}</h2>
      <p>{copy.problems.noMail(shown)}</p>
    </section>
  );
}
