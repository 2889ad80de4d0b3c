import {
  type AnchorHTMLAttributes,
  type ComponentType,
  createContext,
  forwardRef,
  type ReactNode,
  useContext,
  useMemo,
} from 'react';
import { ROUTES, type SiteUrls } from '../constants';

/** What a host app's link component receives: an href and ordinary anchor attributes. */
export interface HostLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  children?: ReactNode;
}

export type HostLinkComponent = ComponentType<
  HostLinkProps & { ref?: React.Ref<HTMLAnchorElement> }
>;

/** Without a host router, links are plain anchors: the components still work anywhere. */
const PlainAnchor = forwardRef<HTMLAnchorElement, HostLinkProps>(function PlainAnchor(props, ref) {
  return <a ref={ref} {...props} />;
});

interface LinkSettings {
  component: HostLinkComponent;
  urls: SiteUrls;
}

// One context for both, so a link and a component's URLs cost a single context read.
const LinkContext = createContext<LinkSettings>({ component: PlainAnchor, urls: ROUTES });

export interface LinkProviderProps {
  /** The host's link component; the enclosing provider's by default. */
  component?: HostLinkComponent;
  /** The host's URL builders, by ROUTES' names (define once, outside render). */
  urls?: Partial<SiteUrls>;
  children: ReactNode;
}

/**
 * Lets the host app decide how links navigate and where they lead, so @byline/ui works with any
 * router and any URL scheme.
 */
export function LinkProvider({ component, urls, children }: LinkProviderProps) {
  const outer = useContext(LinkContext);
  const settings = useMemo(
    () => ({
      component: component ?? outer.component,
      urls: urls ? { ...outer.urls, ...urls } : outer.urls,
    }),
    [component, urls, outer],
  );
  return <LinkContext.Provider value={settings}>{children}</LinkContext.Provider>;
}

/**
 * Where the kit's links lead: the host's `urls` over Byline's ROUTES. Components call this,
 * never ROUTES, so a host's URL scheme reaches every link.
 */
export function useUrls(): SiteUrls {
  return useContext(LinkContext).urls;
}

/**
 * The link every component renders. Use it directly, or as a Mantine `component` prop:
 * `<Anchor component={AppLink} href="/news/world">`.
 */
export const AppLink = forwardRef<HTMLAnchorElement, HostLinkProps>(function AppLink(props, ref) {
  const HostLink = useContext(LinkContext).component;
  return <HostLink ref={ref} {...props} />;
});
