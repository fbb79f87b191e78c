import { css } from '@emotion/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { company } from '../../shared/catalogue/company';
import { reportError } from '../features/error-reporting/report-error';
import { Button } from '../ui/button';
import { Container } from '../ui/container';

const styles = css`
  padding: 4rem 0;
  text-align: center;
  p {
    color: var(--fg-muted);
  }
`;

interface State {
  failed: boolean;
}

/**
 * Catches a page that throws while rendering: the visitor keeps the header and footer and gets a
 * friendly message; the error goes to the site's error endpoint as a 'boundary' report.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const reported = error instanceof Error ? error : new Error(String(error));
    if (info.componentStack) reported.stack = `${reported.stack ?? ''}\n${info.componentStack}`;
    reportError('boundary', reported);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Container css={styles} role="alert" data-testid="page-error">
        <h1>Something went wrong</h1>
        <p>
          Sorry, this page could not be shown. Please reload it, or reach us at{' '}
          <a href={company.email.href}>{company.email.display}</a>.
        </p>
        <Button variant="outline" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      </Container>
    );
  }
}
