import { css } from '@emotion/react';
import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { MAIN_ID } from '../../shared/document-ids';
import { lazyAfterHydration } from '../app/after-hydration';
import { Header } from './header';
import { TopBar } from './top-bar';

const Footer = lazyAfterHydration(() => import(/* webpackChunkName: "footer" */ './footer').then((module) => module.Footer));
// A toast only ever follows something the visitor did; its region is in the server HTML already.
const Toaster = lazyAfterHydration(() =>
  import(/* webpackChunkName: "toaster" */ '../features/toasts/toaster').then((module) => module.Toaster),
);

const skip = css`
  position: absolute;
  left: 1rem;
  top: -4rem;
  z-index: 100;
  padding: 0.6rem 1rem;
  background: var(--primary);
  color: var(--primary-fg);
  border-radius: 0.5rem;
  &:focus {
    top: 1rem;
  }
`;

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <>
      <div id="top" tabIndex={-1} />
      <a href={`#${MAIN_ID}`} css={skip}>
        Skip to main content
      </a>
      {pathname === '/' && <TopBar />}
      <Header />
      <main id={MAIN_ID} tabIndex={-1} css={{ outline: 'none', minHeight: '60vh' }}>
        {children}
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </>
  );
}
