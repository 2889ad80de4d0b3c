import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHARING_TEXTS } from '../../constants';
import { describeComponent, renderWithTheme } from '../../testing';
import { ShareBar } from './ShareBar';
import { shareLinks } from './shareLinks';

const URL_ = 'https://news.example/article/7';
const TITLE = 'Night trains & ferries return';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ShareBar', () => {
  it('links to every network with the article’s URL, in a new tab, loading nothing from them', () => {
    renderWithTheme(<ShareBar url={URL_} title={TITLE} />);
    for (const { network, href } of shareLinks(URL_, TITLE)) {
      const link = screen.getByRole('link', {
        name: `${SHARING_TEXTS.shareOn(network)}${SHARING_TEXTS.newTab}`,
      });
      expect(link).toHaveAttribute('href', href);
      expect(href).toContain(encodeURIComponent(URL_));
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByRole('link', { name: SHARING_TEXTS.email })).toHaveAttribute(
      'href',
      `mailto:?subject=${encodeURIComponent(TITLE)}&body=${encodeURIComponent(URL_)}`,
    );
    // No picture, frame or script of anyone else's.
    expect(document.querySelector('img, iframe, script')).toBeNull();
  });

  it('copies the URL and says whether it worked', async () => {
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const onCopied = vi.fn();
    renderWithTheme(<ShareBar url={URL_} title={TITLE} onCopied={onCopied} />);
    const copy = screen.getByRole('button', { name: SHARING_TEXTS.copyLink });
    fireEvent.click(copy);
    await waitFor(() =>
      expect(onCopied).toHaveBeenLastCalledWith({
        copied: true,
        message: SHARING_TEXTS.linkCopied,
      }),
    );
    expect(writeText).toHaveBeenCalledWith(URL_);
    fireEvent.click(copy);
    await waitFor(() =>
      expect(onCopied).toHaveBeenLastCalledWith({
        copied: false,
        message: SHARING_TEXTS.copyFailed,
      }),
    );
  });

  it('offers the share sheet only where the browser has one', async () => {
    expect(renderWithTheme(<ShareBar url={URL_} title={TITLE} />)).toBeTruthy();
    expect(screen.queryByRole('button', { name: SHARING_TEXTS.shareSheet })).toBeNull();
    cleanup();
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share });
    renderWithTheme(<ShareBar url={URL_} title={TITLE} />);
    fireEvent.click(await screen.findByRole('button', { name: SHARING_TEXTS.shareSheet }));
    expect(share).toHaveBeenCalledWith({ url: URL_, title: TITLE });
  });
});

describeComponent(ShareBar, { props: { url: URL_, title: TITLE } });
