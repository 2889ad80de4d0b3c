import type { EmailArticle } from './NewArticleEmail/NewArticleEmail';

/** Story and test data for the emails: absolute links, as the server writes them. */
export const EMAIL_SITE = { siteName: 'Byline', siteUrl: 'https://news.example/' } as const;

export const EMAIL_LINKS = {
  ...EMAIL_SITE,
  preferencesUrl: 'https://news.example/newsletter/preferences?token=1.m.4102444800.sig',
  unsubscribeUrl: 'https://news.example/unsubscribe?token=1.m.4102444800.sig',
} as const;

const COVER =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300"><rect width="600" height="300" fill="#2f5d8a"/><circle cx="460" cy="90" r="50" fill="#f4c95d"/></svg>',
  );

export const emailArticle = (n: number, overrides: Partial<EmailArticle> = {}): EmailArticle => ({
  title: `Harbour ferries run on time for the ${n === 1 ? 'first' : `${n}th`} week`,
  excerpt:
    'The new timetable holds through the storm season, and the night crossing returns in spring.',
  category: 'World',
  author: 'Amara Okafor',
  url: `https://news.example/article/${n}`,
  coverUrl: COVER,
  coverAlt: 'The harbour at dawn',
  ...overrides,
});

export const LONG_HEADLINE =
  'Councillors, engineers and three generations of ferry pilots argue late into the night over whether the old harbour wall, rebuilt twice since the great storm, can carry the new terminal';
