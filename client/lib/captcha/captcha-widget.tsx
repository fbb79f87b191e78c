import { lazy, Suspense, type Ref } from 'react';
import type { PublicConfig } from '../../../shared/public-config';
import { AltchaWidget } from './altcha-widget';
import type { CaptchaEvents, CaptchaWidgetHandle } from './captcha-types';
import { CaptchaLoadFailure, CaptchaLoading } from './captcha-placeholders';
import { retryImport } from '../retry-import';
import { useDocumentTheme } from './use-document-theme';

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

/** The visible captcha of the configured provider, in the theme the page shows now. */
export function CaptchaWidget({ captcha, ref, ...events }: Props) {
  const theme = useDocumentTheme();
  if (captcha.provider === 'altcha') return <AltchaWidget ref={ref} theme={theme} {...events} />;
  return (
    <Suspense fallback={<CaptchaLoading />}>
      <LazyHcaptcha ref={ref} siteKey={captcha.siteKey} theme={theme} {...events} />
    </Suspense>
  );
}
