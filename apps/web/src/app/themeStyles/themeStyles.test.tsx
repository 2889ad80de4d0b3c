import { bylineCssVariablesResolver, bylineTheme } from '@byline/ui';
import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

/**
 * The theme's CSS variables and Mantine's responsive helper classes, as MantineProvider would
 * write them into the page's body: the app turns that off (a `<style>` there is invalid HTML)
 * and loads the same rules from themeStyles.css instead. When the theme changes, this test
 * fails until the file is written again (`npx vitest run --project unit -u <this file>`).
 */
describe('themeStyles.css', () => {
  it('holds the rules MantineProvider writes for the Byline theme', async () => {
    const markup = renderToStaticMarkup(
      <MantineProvider theme={bylineTheme} cssVariablesResolver={bylineCssVariablesResolver}>
        {null}
      </MantineProvider>,
    );
    const sheets = [...markup.matchAll(/<style data-mantine-styles="[^"]*">(.*?)<\/style>/gs)].map(
      (match) => match[1],
    );
    expect(sheets).toHaveLength(2);
    const css = `/* Written by themeStyles.test.tsx from the Byline theme: do not edit. */\n${sheets.join('\n')}\n`;
    await expect(css).toMatchFileSnapshot('./themeStyles.css');
  });
});
