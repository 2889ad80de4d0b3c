import type { HostLinkProps } from '@byline/ui';
import { forwardRef } from 'react';
import { Link } from 'react-router';
import { loadPageAt } from './router';

/** Lets @byline/ui's links navigate through React Router; other origins stay plain anchors. */
export const RouterLink = forwardRef<HTMLAnchorElement, HostLinkProps>(function RouterLink(
  { href, ...rest },
  ref,
) {
  if (/^([a-z]+:|\/\/)/i.test(href)) return <a ref={ref} href={href} {...rest} />;
  // Hovering or focusing a link shows intent: its page's code starts loading (data waits for the
  // navigation, so what the page shows is never older than the click).
  const loadPage = () => loadPageAt(href.split(/[?#]/)[0] ?? href);
  return (
    <Link
      ref={ref}
      to={href}
      {...rest}
      onPointerEnter={(event) => {
        loadPage();
        rest.onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        loadPage();
        rest.onFocus?.(event);
      }}
    />
  );
});
