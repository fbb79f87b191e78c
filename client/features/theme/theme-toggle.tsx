import { css } from '@emotion/react';
import { useAppDispatch } from '../../app/hooks';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icons';
import { themeToggled } from './theme-thunks';

// Both icons are in the HTML and CSS shows the one for the theme on <html>, so the server never
// has to guess the visitor's system theme and hydration always matches.
const icons = css`
  html[data-theme='light'] & .icon-moon,
  html:not([data-theme='light']) & .icon-sun {
    display: none;
  }
`;

export function ThemeToggle() {
  const dispatch = useAppDispatch();
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Toggle theme"
      title="Toggle theme"
      css={icons}
      onClick={() => dispatch(themeToggled())}
      data-testid="theme-toggle"
    >
      <Icon name="sun" className="icon-sun" />
      <Icon name="moon" className="icon-moon" />
    </Button>
  );
}
