import { lazy, Suspense } from 'react';
import { retryImport } from '../../lib/retry-import';
import { ContactFormPlaceholder } from './contact-form-placeholder';
import { formUnavailable } from '../../ui/form-unavailable';

// The form, yup and the captcha come in their own chunk, after the page is on screen.
const ContactForm = lazy(() =>
  retryImport(() => import(/* webpackChunkName: "contact-form" */ './contact-form')).then(
    ({ ContactForm: Form }) => ({ default: Form }),
    (error: unknown) => {
      console.error('The contact form could not be loaded', error);
      return { default: formUnavailable('The contact form', 'contact-form-unavailable') };
    },
  ),
);

/**
 * The contact form, loaded when first drawn: its placeholder (the same height, saying it is
 * loading) until the chunk arrives, and the other ways to reach us if it cannot be loaded.
 */
export function LazyContactForm({ initialMessage }: { initialMessage?: string }) {
  return (
    <Suspense fallback={<ContactFormPlaceholder />}>
      <ContactForm initialMessage={initialMessage} />
    </Suspense>
  );
}
