import { css } from '@emotion/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { notFoundCopy } from '../../shared/catalogue/site-copy';
import { ButtonLink } from '../ui/button';
import { Container } from '../ui/container';
import { contentMeta } from '../app/page-types';

const styles = css`
  text-align: center;
  padding: 6rem 0;
  .code {
    font-size: clamp(4rem, 14vw, 7rem);
    font-weight: 800;
    line-height: 1;
    margin-bottom: 1rem;
    color: var(--primary-strong);
  }
  p {
    font-size: 1.25rem;
    color: var(--fg-muted);
  }
`;

export const meta = contentMeta((metas) => metas.notFoundMeta);

export default function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <Container css={styles}>
      <h1 className="code">{notFoundCopy.code}</h1>
      <p>{notFoundCopy.heading}</p>
      <ButtonLink to={notFoundCopy.homeLink.href}>{notFoundCopy.homeLink.label}</ButtonLink>
    </Container>
  );
}
