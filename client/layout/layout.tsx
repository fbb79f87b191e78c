import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { MAIN_ID } from '../../shared/document-ids';
import { Toaster } from '../features/toasts/toaster';
import { Footer } from './footer';
import { Header } from './header';
import { TopBar } from './top-bar';

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
      <Footer />
      <Toaster />
    </>
  );
}
