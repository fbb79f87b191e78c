import { createElement, lazy, Suspense, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { useMounted } from '../ui/after-mount';
import { formUnavailable } from '../ui/form-unavailable';
import { retryImport } from './retry-import';

interface LazyRequestFormOptions {
  /** `contact-form`: what it shows if its chunk cannot be loaded is `contact-form-unavailable`. */
  testId: string;
  /** 'The contact form': named in the log, and in the words shown if it cannot be loaded. */
  what: string;
  /** Stands in its place until its code arrives, and in the server's HTML. */
  placeholder: ReactNode;
  /** Shown instead of the usual words (`formUnavailable`) if its chunk cannot be loaded. */
  unavailable?: () => ReactElement;
}

/**
 * A request form (its fields, yup and the captcha) in a chunk of its own, loaded when first drawn,
 * in the browser only: its placeholder until then, and the other ways to reach us if it cannot be
 * loaded after the retries.
 */
export function lazyRequestForm<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { testId, what, placeholder, unavailable }: LazyRequestFormOptions,
) {
  const Form: ComponentType<P> = lazy(async () => {
    try {
      return { default: await retryImport(load) };
    } catch (error) {
      console.error(`${what} could not be loaded`, error);
      return { default: unavailable ?? formUnavailable(what, `${testId}-unavailable`) };
    }
  });
  return function LazyRequestForm(props: P) {
    if (!useMounted()) return placeholder;
    // createElement, as JSX cannot check a spread of props whose type is still a parameter.
    return <Suspense fallback={placeholder}>{createElement(Form, props)}</Suspense>;
  };
}
