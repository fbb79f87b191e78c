import HCaptcha from '@hcaptcha/react-hcaptcha';
import { createRef } from 'react';
import { createRoot } from 'react-dom/client';
import { readDocumentTheme } from './use-document-theme';

/** Renders an invisible hCaptcha outside the page's tree, executes it once, then removes it. */
export async function executeInvisibleHcaptcha(siteKey: string): Promise<string> {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const widget = createRef<HCaptcha>();
  try {
    return await new Promise<string>((resolve, reject) => {
      const execute = () => {
        const pending = widget.current?.execute({ async: true });
        if (!pending) return reject(new Error('hCaptcha did not start'));
        pending.then(({ response }) => resolve(response), reject);
      };
      root.render(
        <HCaptcha
          ref={widget}
          sitekey={siteKey}
          size="invisible"
          theme={readDocumentTheme()}
          onLoad={execute}
          onError={(code) => reject(new Error(`hCaptcha failed: ${code}`))}
          onExpire={() => reject(new Error('hCaptcha expired'))}
        />,
      );
    });
  } finally {
    root.unmount();
    host.remove();
  }
}
