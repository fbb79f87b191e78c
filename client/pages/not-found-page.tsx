import { css } from '@emotion/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { notFoundCopy, tooManyRequestsCopy } from '../../shared/catalogue/site-copy';
import { ButtonLink } from '../ui/button';
import { Container } from '../ui/container';
import type { RouteMatch } from '../../shared/routes';
import { contentMeta, type PageProps } from '../app/page-types';

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

const tooMany = (match: RouteMatch | undefined) => match?.page === 'too-many-requests';

/** The page of a status: not found (the default, also where another page finds no item), or too many requests from one client. */
export const meta = (match?: RouteMatch) =>
  contentMeta((metas) => (tooMany(match) ? metas.tooManyRequestsMeta : metas.notFoundMeta))();

export default function StatusPage({ match }: Partial<PageProps>) {
  const { pathname } = useLocation();
  const copy = tooMany(match) ? tooManyRequestsCopy : notFoundCopy;
  useEffect(() => {
    if (!tooMany(match)) console.warn('404 Error: User attempted to access non-existent route:', pathname);
  }, [match, pathname]);
  return (
    <Container css={styles}>
      <h1 className="code">{copy.code}</h1>
      <p>{copy.heading}</p>
      <ButtonLink to={copy.homeLink.href}>{copy.homeLink.label}</ButtonLink>
    </Container>
  );
}
