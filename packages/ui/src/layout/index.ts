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
