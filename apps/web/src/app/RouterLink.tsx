import type { HostLinkProps } from '@byline/ui';
import { forwardRef } from 'react';
import { Link } from 'react-router';

/** Lets @byline/ui's links navigate through React Router; other origins stay plain anchors. */
export const RouterLink = forwardRef<HTMLAnchorElement, HostLinkProps>(function RouterLink(
  { href, ...rest },
  ref,
) {
  if (/^([a-z]+:|\/\/)/i.test(href)) return <a ref={ref} href={href} {...rest} />;
  return <Link ref={ref} to={href} {...rest} />;
});
