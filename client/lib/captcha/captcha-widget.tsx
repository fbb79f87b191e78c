import { lazy, Suspense, type Ref } from 'react';
import type { PublicConfig } from '../../../shared/public-config';
import { AltchaWidget } from './altcha-widget';
import type { CaptchaEvents, CaptchaWidgetHandle } from './captcha-types';
import { CaptchaIdle, CaptchaLoadFailure, CaptchaLoading } from './captcha-placeholders';
import { retryImport } from '../retry-import';
import { useDocumentTheme } from './use-document-theme';
import { useFormTouched } from './use-form-touched';

const LazyHcaptcha = lazy(() =>
  retryImport(() => import(/* webpackChunkName: "captcha-hcaptcha" */ './hcaptcha-widget')).then(
    ({ HcaptchaWidget }) => ({ default: HcaptchaWidget }),
    (error: unknown) => {
      console.error('The captcha could not be loaded', error);
      return { default: () => <CaptchaLoadFailure onRetry={() => window.location.reload()} /> };
    },
  ),
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
  if (captcha.provider === 'altcha') return <AltchaWidget ref={ref} theme={theme} {...events} />;
  return (
    <Suspense fallback={<CaptchaLoading />}>
      <LazyHcaptcha ref={ref} siteKey={captcha.siteKey} theme={theme} {...events} />
    </Suspense>
  );
}
