import HCaptcha from '@hcaptcha/react-hcaptcha';
import { useImperativeHandle, useRef, type Ref } from 'react';
import type { CaptchaEvents, CaptchaTheme, CaptchaWidgetHandle } from './captcha-types';

type Props = CaptchaEvents & { siteKey: string; theme: CaptchaTheme; ref?: Ref<CaptchaWidgetHandle> };

/**
 * hCaptcha's checkbox, when the operator configured it. Its loader tries the script up to 2 more
 * times before reporting 'script-error'; a change of theme re-renders it in the new one.
 */
export function HcaptchaWidget({ siteKey, theme, onToken, onStatus, ref }: Props) {
  const widget = useRef<HCaptcha>(null);
  useImperativeHandle(ref, () => ({ reset: () => widget.current?.resetCaptcha(), verify: () => widget.current?.execute() }), []);
  return (
    <HCaptcha
      ref={widget}
      sitekey={siteKey}
      theme={theme}
      onLoad={() => onStatus?.('ready')}
      onVerify={(token) => {
        onToken(token);
        onStatus?.('verified');
      }}
      onExpire={() => {
        onToken(null);
        onStatus?.('expired');
      }}
      onChalExpired={() => {
        onToken(null);
        onStatus?.('expired');
      }}
      onError={(code) => {
        console.error('hCaptcha error', code);
        onToken(null);
        onStatus?.('error');
      }}
      onOpen={() => onStatus?.('open')}
      onClose={() => onStatus?.('closed')}
    />
  );
}
