import createCache from '@emotion/cache';
import type { Request, RequestHandler, Response } from 'express';
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from '../../client/app/app';
import { eagerPages } from '../../client/app/eager-pages';
import { pageChunks } from '../../client/app/page-chunks';
import { Providers } from '../../client/app/providers';
import { makeStore } from '../../client/app/store';
import { EMOTION_KEY } from '../../shared/app-data';
import { pageMetaFor } from '../../shared/page-meta';
import type { PublicConfig } from '../../shared/public-config';
import { matchRoute } from '../../shared/routes';
import { themeFromCookieHeader } from '../../shared/theme';
import { scriptsFor, type Assets } from './assets';
import { documentHead, documentTail, SHELL_ERROR_HTML } from './document';
import { structuredData } from './structured-data';

export interface RenderOptions {
  assets: Assets;
  publicConfig: PublicConfig;
  renderTimeoutMs: number;
}

function sendShellError(res: Response) {
  if (res.headersSent) return res.end();
  res.status(500).type('html').set('Cache-Control', 'no-store').send(SHELL_ERROR_HTML);
}

/** Server-renders any page. The status is decided from the route table before the first byte. */
export function renderPage({ assets, publicConfig, renderTimeoutMs }: RenderOptions): RequestHandler {
  return (req: Request, res: Response) => {
    const match = matchRoute(req.path);
    const status = match.page === 'not-found' ? 404 : 200;
    if (status === 404) req.log.warn({ path: req.path }, 'page not found');
    const nonce = res.locals.cspNonce as string;
    const theme = themeFromCookieHeader(req.headers.cookie);
    const store = makeStore({ theme: { choice: theme } });
    const cache = createCache({ key: EMOTION_KEY, nonce });
    const canonicalUrl = `${publicConfig.publicUrl}${match.page === 'not-found' ? req.path : req.path.replace(/(.)\/+$/, '$1')}`;

    let failed = false;
    const stream = renderToPipeableStream(
      <Providers store={store} cache={cache} config={publicConfig}>
        <StaticRouter location={req.originalUrl}>
          <App pages={eagerPages} />
        </StaticRouter>
      </Providers>,
      {
        nonce,
        // Every page is complete without slow data, so people and crawlers alike get the whole page.
        onAllReady() {
          if (failed) return sendShellError(res);
          res.status(status).type('html').set('Cache-Control', 'no-store');
          const head = documentHead(
            { meta: pageMetaFor(match), canonicalUrl, theme, scripts: scriptsFor(assets, pageChunks[match.page]), jsonLd: structuredData(match, publicConfig.publicUrl) },
            nonce,
          );
          res.write(head);
          const body = new PassThrough();
          body.on('data', (chunk: Buffer) => res.write(chunk));
          body.on('end', () => {
            clearTimeout(timer);
            res.end(documentTail({ state: store.getState(), config: publicConfig }));
          });
          stream.pipe(body);
        },
        onShellError(error) {
          clearTimeout(timer);
          req.log.error({ err: error }, 'page shell failed to render');
          sendShellError(res);
        },
        onError(error) {
          failed = true;
          req.log.error({ err: error }, 'page render error');
        },
      },
    );
    const timer = setTimeout(() => stream.abort(new Error('render timed out')), renderTimeoutMs);
  };
}
