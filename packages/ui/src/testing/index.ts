/**
 * @byline/ui's test kit and story support: for stories and tests only, never imported by shipped
 * code (dependency-cruiser's `test-support-in-tests-only`) nor exported by the package.
 */
export {
  axeViolations,
  type ComponentChecks,
  describeComponent,
  itForwardsRef,
  itHasNoAxeViolations,
  itRenders,
} from './describeComponent';
export { type ColorScheme, renderWithTheme } from './renderWithTheme';
