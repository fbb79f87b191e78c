import { lazyRequestForm } from '../../lib/lazy-request-form';
import { ContactFormPlaceholder } from './contact-form-placeholder';

/** The contact form, loaded when first drawn (lib/lazy-request-form.tsx); a plan's order starts its message. */
export const LazyContactForm = lazyRequestForm(
  () => import(/* webpackChunkName: "contact-form" */ './contact-form').then(({ ContactForm }) => ContactForm),
  { testId: 'contact-form', what: 'The contact form', placeholder: <ContactFormPlaceholder /> },
);
