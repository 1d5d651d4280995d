import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Link, type To } from 'react-router';
import { buttonClassName, type ButtonSize, type ButtonVariant } from './button';

interface LinkButtonProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  /** An address outside the SPA: opens in a new tab and says so to screen readers. */
  external?: boolean;
  /** Navigate with a full page load (e.g. an API sign-on address on the same origin). */
  reloadDocument?: boolean;
  /** Navigation state for the page it leads to (a link within the SPA). */
  state?: unknown;
  children: ReactNode;
}

/** A link that looks like a button: navigation stays a link for assistive technology. */
export function LinkButton({
  to,
  variant,
  size,
  block,
  external = false,
  reloadDocument,
  state,
  className,
  children,
  ...rest
}: LinkButtonProps) {
  const classes = buttonClassName(variant, size, block, className);
  if (external && typeof to === 'string') {
    return (
      <a href={to} className={classes} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        <span className="visually-hidden">
          {' '}
          <Trans>(opens in a new tab)</Trans>
        </span>
      </a>
    );
  }
  return (
    <Link to={to} className={classes} reloadDocument={reloadDocument} state={state} {...rest}>
      {children}
    </Link>
  );
}
