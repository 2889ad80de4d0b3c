export {
  bylineFooterNavigation,
  bylineNavigation,
  type NavColumn,
  type NavLink,
} from './navigation';
export {
  PAGE_WIDTHS,
  PageContainer,
  type PageContainerProps,
  type PageWidth,
} from './PageContainer/PageContainer';
export { PageShell, type PageShellProps } from './PageShell/PageShell';
export { SiteFooter, type SiteFooterProps } from './SiteFooter/SiteFooter';
export { ColorSchemeToggle } from './SiteHeader/ColorSchemeToggle';
export { SiteHeader, type SiteHeaderProps } from './SiteHeader/SiteHeader';
export { type SocialLink, SocialLinks, type SocialLinksProps } from './SocialLinks/SocialLinks';
