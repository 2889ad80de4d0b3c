// @byline/ui: presentational components. Props in, callbacks out; no fetching, no router.
// The article editor is a separate entry point (@byline/ui/editor) so readers never load it.

export * from './account';
export * from './article';
export * from './auth';
export * from './authoring';
export * from './cards';
export * from './category';
export * from './community';
export { Logo, type LogoProps } from './components/Logo/Logo';
export {
  type BylineThemeOther,
  type LogoImage,
  type LogoSource,
  SiteLogo,
  type SiteLogoProps,
  useLogoSource,
} from './components/Logo/SiteLogo';
export * from './constants';
export * from './fediverse';
export * from './feedback';
export * from './format';
export * from './home';
export * from './layout';
export * from './link';
export * from './locale';
export * from './media';
export * from './moderation';
export * from './newsletter';
export * from './newsroom';
export * from './profile';
export * from './review';
export * from './search';
export * from './settings';
export * from './stats';
export { bylineCssVariablesResolver, bylineTheme } from './theme/bylineTheme';
