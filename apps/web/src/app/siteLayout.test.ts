import { CATEGORY_BY_SLUG } from '@byline/api-client/contract';
import { defaultMockSiteSettings } from '@byline/api-client/mocks';
import { PAGE_META } from '@byline/ui/constants';
import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import { pageTitle } from '../pageMeta/siteMeta';
import { siteFrame } from './siteLayout';

const mediaUrl = (path: string | null) => (path ? `/media/${path}` : null);

describe('the page frame from the site settings', () => {
  it('keeps the kit’s own logo, blurb and links on a site that changed nothing', () => {
    const frame = siteFrame(defaultMockSiteSettings(), mediaUrl);
    expect(frame.logo).toBeUndefined();
    expect(frame.footerBlurb).toBeUndefined();
    expect(frame.socialLinks).toBeUndefined();
    expect(frame.navigation?.map((link) => link.label)).toContain(
      CATEGORY_BY_SLUG.technology.navLabel,
    );
  });

  it('names the site, describes it and follows its categories: renamed, hidden, reordered', () => {
    const settings = defaultMockSiteSettings();
    const [world, , business, ...rest] = settings.categories;
    if (!world || !business) throw new Error('the default categories are missing');
    const frame = siteFrame(
      {
        ...settings,
        name: 'Harbour Herald',
        description: 'News from the quay.',
        categories: [
          { ...business, name: 'Trade', nav_label: 'Trade' },
          { ...world, hidden: true },
          ...rest,
        ],
      },
      mediaUrl,
    );
    expect(isValidElement(frame.logo)).toBe(true);
    expect(frame.footerBlurb).toBe('News from the quay.');
    expect(frame.navigation?.[0]).toEqual({ label: 'Trade', href: '/news/business' });
    expect(frame.navigation?.some((link) => link.href === '/news/world')).toBe(false);
    // The kit's footer columns, with the renamed and without the hidden category.
    const links = frame.footerNavigation?.flatMap((column) => column.links) ?? [];
    expect(links).toContainEqual({ label: 'Trade', href: '/news/business' });
    expect(links.some((link) => link.href === '/news/world')).toBe(false);
  });

  it('shows an uploaded logo named by the site', () => {
    const frame = siteFrame({ ...defaultMockSiteSettings(), logo_url: 'site/abc.webp' }, mediaUrl);
    expect(frame.logo).toEqual({ src: '/media/site/abc.webp', alt: 'Byline' });
  });

  it('titles pages with the site’s name', () => {
    expect(pageTitle('Quay news', 'Harbour Herald')).toBe(
      PAGE_META.pageTitle('Quay news', 'Harbour Herald'),
    );
    expect(pageTitle(null, 'Harbour Herald')).toBe(PAGE_META.renamedSiteTitle('Harbour Herald'));
    expect(pageTitle(null)).toBe(PAGE_META.siteTitle);
  });
});
