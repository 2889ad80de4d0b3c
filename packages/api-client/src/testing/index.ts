/**
 * `@byline/api-client/testing`: the tables both backends are tested against, for test suites
 * only (not shipped in the contract every consumer imports). The scenario table runs against the
 * MSW mocks and the real server; the HTML-policy cases against the editor and the server's
 * sanitiser.
 */
export * from './htmlPolicyCases';
export * from './scenarios';
export * from './tagSlugCases';
