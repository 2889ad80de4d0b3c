import { render, screen } from '@testing-library/react';
import { forwardRef } from 'react';
import { describe, expect, it } from 'vitest';
import { ROUTES, type SiteUrls } from '../constants';
import { AppLink, type HostLinkProps, LinkProvider, useUrls } from './LinkProvider';

/** Shows what `useUrls()` gives, so a test can read it from the page. */
function Urls({ id = 42 }: { id?: number }) {
  const urls = useUrls();
  return (
    <output>
      {urls.article(id)} {urls.category('world')} {urls.home}
    </output>
  );
}

const hostArticle = (id: number) => `/stories/${id}`;

describe('useUrls', () => {
  it("gives Byline's ROUTES without a provider", () => {
    render(<Urls />);
    expect(screen.getByRole('status')).toHaveTextContent(
      `${ROUTES.article(42)} ${ROUTES.category('world')} ${ROUTES.home}`,
    );
  });

  it("takes the host's builders and falls back to ROUTES for the rest", () => {
    const urls: Partial<SiteUrls> = { article: hostArticle, home: '/herald' };
    render(
      <LinkProvider urls={urls}>
        <Urls />
      </LinkProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      `${hostArticle(42)} ${ROUTES.category('world')} /herald`,
    );
  });

  it("keeps the enclosing provider's URLs in a nested one that sets only a component", () => {
    const Marked = forwardRef<HTMLAnchorElement, HostLinkProps>(function Marked(props, ref) {
      return <a ref={ref} data-marked="" {...props} />;
    });
    render(
      <LinkProvider urls={{ article: hostArticle }}>
        <LinkProvider component={Marked}>
          <Urls />
          <AppLink href="/x">x</AppLink>
        </LinkProvider>
      </LinkProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(hostArticle(42));
    expect(screen.getByRole('link')).toHaveAttribute('data-marked');
  });
});
