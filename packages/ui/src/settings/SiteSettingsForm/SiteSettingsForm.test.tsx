import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SETTINGS_TEXTS } from '../../constants';
import { describeComponent, renderWithTheme } from '../../testing';
import { SiteSettingsForm } from './SiteSettingsForm';
import { brandedSettings, defaultSettings } from './SiteSettingsForm.mocks';
import { columnsToText, textToColumns, textToLinks } from './siteSettingsText';

afterEach(cleanup);

describe('SiteSettingsForm', () => {
  it('sends links and columns parsed from their lines, and empty fields as the kit’s defaults', async () => {
    const onSave = vi.fn(async (_request: unknown) => true);
    renderWithTheme(<SiteSettingsForm settings={defaultSettings} onSave={onSave} />);
    fireEvent.change(screen.getByRole('textbox', { name: SETTINGS_TEXTS.socialLinks }), {
      target: { value: 'Us on Mastodon | https://mastodon.example/@us\n' },
    });
    fireEvent.click(screen.getByRole('button', { name: SETTINGS_TEXTS.save }));
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      brand_color: null,
      footer_columns: null,
      social_links: [{ label: 'Us on Mastodon', url: 'https://mastodon.example/@us' }],
    });
  });

  it('reads back the columns it writes', () => {
    const text = columnsToText(brandedSettings.footer_columns);
    expect(textToColumns(text)).toEqual(brandedSettings.footer_columns);
    expect(textToLinks('  \n')).toBeNull();
  });
});

describeComponent(SiteSettingsForm, {
  props: { settings: brandedSettings, onSave: async () => true },
});
