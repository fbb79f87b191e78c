import { lazyRequestForm } from '../../lib/lazy-request-form';
import { ContactFormPlaceholder } from './contact-form-placeholder';

const options = { testId: 'contact-form', what: 'The contact form', placeholder: <ContactFormPlaceholder /> };

/** The contact form, loaded when first drawn (lib/lazy-request-form.tsx). */
export const LazyContactForm = lazyRequestForm(
  () => import(/* webpackChunkName: "contact-form" */ './contact-form').then(({ ContactForm }) => ContactForm),
  options,
);

/** The same, its message begun with the order of the plan the address names (`?plan=`), the plan catalogue with it. */
export const LazyOrderContactForm = lazyRequestForm(
  () =>
    import(/* webpackChunkName: "order-contact-form" */ './order-contact-form').then(({ OrderContactForm }) => OrderContactForm),
  options,
);
