/** @jsxRuntime automatic */
// The server renders these through tsx, which compiles files outside its project with the
// classic runtime unless told: every email module names the automatic one.
import { EmailFrame, type EmailLinks, textFooter } from '../EmailFrame/EmailFrame';
import { EMAIL_COLOURS } from '../EmailFrame/emailStyles';
import { EMAIL_TEXTS } from '../emailTexts';
import { type EmailArticle, EmailStory, storyText } from '../NewArticleEmail/NewArticleEmail';

export interface DigestEmailProps extends EmailLinks {
  siteName: string;
  /** The day's articles for this subscriber, newest first (at least one). */
  articles: EmailArticle[];
}

/** The daily digest: the day's articles a subscriber chose, in one email. */
export function DigestEmail({ siteName, articles, ...links }: DigestEmailProps) {
  return (
    <EmailFrame siteName={siteName} {...links}>
      <h1
        className="bl-text"
        style={{ color: EMAIL_COLOURS.text, fontSize: 22, margin: '0 0 16px' }}
      >
        {EMAIL_TEXTS.digestHeading(articles.length)}
      </h1>
      {articles.map((article) => (
        <EmailStory key={article.url} article={article} />
      ))}
    </EmailFrame>
  );
}

export const digestSubject = ({ siteName, articles }: DigestEmailProps) =>
  EMAIL_TEXTS.digestSubject(siteName, articles.length);

export const digestText = (props: DigestEmailProps) =>
  [
    EMAIL_TEXTS.digestHeading(props.articles.length),
    '',
    props.articles.map(storyText).join('\n\n'),
    '',
    textFooter(props),
  ].join('\n');
