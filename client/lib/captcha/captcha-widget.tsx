import { lazy, Suspense, type ComponentType, type Ref } from 'react';
import type { PublicConfig } from '../../../shared/public-config';
import type { CaptchaEvents, CaptchaWidgetHandle } from './captcha-types';
import { CaptchaIdle, CaptchaLoadFailure, CaptchaLoading } from './captcha-placeholders';
import { retryImport } from '../retry-import';
import { useDocumentTheme } from './use-document-theme';
import { useFormTouched } from './use-form-touched';

/** A widget's code in a chunk of its own, with what shows if it cannot be loaded even after retries. */
const lazyWidget = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy<ComponentType<P>>(() =>
    retryImport(load).then(
      (widget) => ({ default: widget }),
      (error: unknown) => {
        console.error('The captcha could not be loaded', error);
        return { default: () => <CaptchaLoadFailure onRetry={() => window.location.reload()} /> };
      },
    ),
  );

const LazyAltcha = lazyWidget(() =>
  import(/* webpackChunkName: "captcha-altcha" */ './altcha-widget').then(({ AltchaWidget }) => AltchaWidget),
);
const LazyHcaptcha = lazyWidget(() =>
  import(/* webpackChunkName: "captcha-hcaptcha" */ './hcaptcha-widget').then(({ HcaptchaWidget }) => HcaptchaWidget),
);

type Props = CaptchaEvents & { captcha: PublicConfig['captcha']; ref?: Ref<CaptchaWidgetHandle> };

/**
 * The visible captcha of the configured provider, in the theme the page shows now. Its code comes
 * when the visitor first touches the form around it; until then a box of the widget's height holds its place.
 */
export function CaptchaWidget({ captcha, ref, ...events }: Props) {
  const theme = useDocumentTheme();
  const [touched, watch] = useFormTouched();
  if (!touched) return <CaptchaIdle ref={watch} />;
  return (
    <Suspense fallback={<CaptchaLoading />}>
      {captcha.provider === 'altcha' ? (
        <LazyAltcha ref={ref} theme={theme} {...events} />
      ) : (
        <LazyHcaptcha ref={ref} siteKey={captcha.siteKey} theme={theme} {...events} />
      )}
    </Suspense>
  );
}
