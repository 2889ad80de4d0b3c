import {
  type AnchorHTMLAttributes,
  type ComponentType,
  createContext,
  forwardRef,
  type ReactNode,
  useContext,
} from 'react';

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

const LinkContext = createContext<HostLinkComponent>(PlainAnchor);

export interface LinkProviderProps {
  /** The host app's link component (for example one that wraps React Router's Link). */
  component: HostLinkComponent;
  children: ReactNode;
}

/** Lets the host app decide how links navigate, so @byline/ui works with any router. */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

/**
 * The link every component renders. Use it directly, or as a Mantine `component` prop:
 * `<Anchor component={AppLink} href="/news/world">`.
 */
export const AppLink = forwardRef<HTMLAnchorElement, HostLinkProps>(function AppLink(props, ref) {
  const HostLink = useContext(LinkContext);
  return <HostLink ref={ref} {...props} />;
});
