import type { ComponentPropsWithoutRef } from 'react';

/*
 * Plain elements with the global .container and .section classes (ui/global-styles.tsx), so a
 * caller's own css or className comes later in the cascade and wins, and no styled-components
 * runtime ships to the browser.
 */
const withClass = (base: string, className?: string) => (className ? `${base} ${className}` : base);

export function Container({ className, ...props }: ComponentPropsWithoutRef<'div'>) {
  return <div className={withClass('container', className)} {...props} />;
}

export function Section({ className, ...props }: ComponentPropsWithoutRef<'section'>) {
  return <section className={withClass('section', className)} {...props} />;
}
