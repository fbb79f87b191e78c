import { css } from '@emotion/react';
import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { lazyAfterHydration } from '../app/after-hydration';
import { Toaster } from '../features/toasts/toaster';
import { Header } from './header';
import { TopBar } from './top-bar';

const Footer = lazyAfterHydration(() => import(/* webpackChunkName: "footer" */ './footer').then((module) => module.Footer));

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
      <a href="#main" css={skip}>
        Skip to main content
      </a>
      {pathname === '/' && <TopBar />}
      <Header />
      <main id="main" tabIndex={-1} css={{ outline: 'none', minHeight: '60vh' }}>
        {children}
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <Toaster />
    </>
  );
}
