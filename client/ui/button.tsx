/** The site's button: six variants, four sizes, as a <button> or as a plain link. */
import { css, type SerializedStyles } from '@emotion/react';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from './link';
import { Icon } from './icons';
import { breakpoints, radius } from './tokens';

export type ButtonVariant = 'default' | 'destructive' | 'outline' | 'secondary' | 'ghost' | 'link';
export type ButtonSize = 'default' | 'sm' | 'lg' | 'icon';

const base = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  /* A long label never squeezes the icon beside it. */
  & > svg {
    flex-shrink: 0;
  }
  border: 1px solid transparent;
  border-radius: ${radius};
  font: inherit;
  font-weight: 600;
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color 0.15s,
    color 0.15s,
    border-color 0.15s;
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

/** Ghost: no fill until hovered. Outline is the same with a border. */
const ghost = css`
  background: transparent;
  color: var(--fg);
  &:hover:not(:disabled) {
    background: var(--bg-muted);
  }
`;

const variants: Record<ButtonVariant, SerializedStyles> = {
  default: css`
    background: var(--primary);
    color: var(--primary-fg);
    &:hover:not(:disabled) {
      filter: brightness(1.1);
    }
  `,
  destructive: css`
    background: var(--destructive);
    color: var(--destructive-fg);
  `,
  outline: css`
    ${ghost}
    border-color: var(--border);
  `,
  secondary: css`
    background: var(--secondary);
    color: var(--secondary-fg);
  `,
  ghost,
  link: css`
    background: transparent;
    color: var(--primary-strong);
    text-decoration: underline;
    text-underline-offset: 4px;
    padding: 0;
  `,
};

const sizes: Record<ButtonSize, SerializedStyles> = {
  default: css`
    min-height: 2.75rem;
    padding: 0.6rem 1.1rem;
  `,
  sm: css`
    min-height: 2.25rem;
    padding: 0.4rem 0.8rem;
    font-size: 0.875rem;
  `,
  lg: css`
    min-height: 3rem;
    padding: 0.75rem 1.6rem;
    font-size: 1.05rem;
    /* On a phone a large button keeps its label on one line rather than its wide padding. */
    @media (max-width: ${breakpoints.sm - 1}px) {
      padding-inline: 0.875rem;
      font-size: 0.95rem;
    }
  `,
  icon: css`
    width: 2.75rem;
    height: 2.75rem;
    padding: 0;
  `,
};

export function buttonStyles(variant: ButtonVariant = 'default', size: ButtonSize = 'default') {
  return [base, variants[variant], variant === 'link' ? undefined : sizes[size]];
}

interface Styling {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({ variant, size, type = 'button', ...rest }: Styling & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} css={buttonStyles(variant, size)} {...rest} />;
}

/** An in-site link styled as a button: a plain anchor in server HTML, client navigation after. */
export function ButtonLink({ variant, size, ...rest }: Styling & LinkProps) {
  return <Link css={buttonStyles(variant, size)} {...rest} />;
}

/** A large call to action to another page: its label and an arrow. */
export function CallToAction({ link, ...rest }: { link: { href: string; label: string } } & Omit<LinkProps, 'to'>) {
  return (
    <ButtonLink to={link.href} size="lg" {...rest}>
      {link.label}
      <Icon name="arrowRight" size={18} />
    </ButtonLink>
  );
}

export function ButtonAnchor({ variant, size, ...rest }: Styling & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a css={buttonStyles(variant, size)} {...rest} />;
}
