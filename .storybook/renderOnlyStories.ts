import type { Plugin } from 'vite';

/**
 * The tag a story carries to keep its interactions in the dark pass: its play function changes
 * what the colour scheme shows (the header's scheme toggle, an open menu's colours).
 */
export const DARK_INTERACTIONS_TAG = 'dark-interactions';

/** The story and meta objects the Storybook test transform hands to its `testStory` call. */
const TEST_STORY_CALL = /(exportName:\s*"[^"]*",\s*story:\s*)([\w$]+)(,\s*meta:\s*)([\w$]+)/g;

/**
 * The axe rules whose outcome the colour scheme can change: the rest look at structure (names,
 * roles, landmarks), which the light pass has checked on the same markup.
 */
export const SCHEME_AXE_RULES = ['color-contrast', 'link-in-text-block'];

const HELPER = `
function __bylineRenderOnly(annotations) {
  if (!annotations || typeof annotations !== 'object') return annotations;
  const parameters = annotations.parameters ?? {};
  const a11y = parameters.a11y ?? {};
  const schemeRules = {
    ...annotations,
    parameters: {
      ...parameters,
      a11y: { ...a11y, options: { ...a11y.options, runOnly: { type: 'rule', values: ${JSON.stringify(SCHEME_AXE_RULES)} } } },
    },
  };
  if (Array.isArray(annotations.tags) && annotations.tags.includes(${JSON.stringify(DARK_INTERACTIONS_TAG)})) return schemeRules;
  return { ...schemeRules, play: undefined };
}
`;

/**
 * For the dark-scheme story pass (vitest.config.ts, `storybook-dark`): every story renders in
 * dark and axe checks its colours (SCHEME_AXE_RULES), but its play function (the interactions
 * the light pass already proved) does not run again, unless the story is tagged
 * `dark-interactions`. A story or meta's `play` is
 * dropped in the objects given to Storybook's `testStory`, after its test transform, so the
 * stories themselves and the light pass are untouched; the count of tests stays the same.
 */
export function renderOnlyStories(): Plugin {
  return {
    name: 'byline:render-only-stories',
    enforce: 'post',
    transform(code, id) {
      if (!/\.stories\.tsx?($|\?)/.test(id) || !TEST_STORY_CALL.test(code)) return null;
      TEST_STORY_CALL.lastIndex = 0;
      const rewritten = code.replace(
        TEST_STORY_CALL,
        (_match, before: string, story: string, between: string, meta: string) =>
          `${before}__bylineRenderOnly(${story})${between}__bylineRenderOnly(${meta})`,
      );
      return { code: `${rewritten}\n${HELPER}`, map: null };
    },
  };
}
