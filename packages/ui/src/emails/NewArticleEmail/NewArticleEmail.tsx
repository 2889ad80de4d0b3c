/** @jsxRuntime automatic */
// The server renders these through tsx, which compiles files outside its project with the
// classic runtime unless told: every email module names the automatic one.
import { EmailButton, EmailFrame, type EmailLinks, textFooter } from '../EmailFrame/EmailFrame';
import { EMAIL_COLOURS } from '../EmailFrame/emailStyles';
import { EMAIL_TEXTS } from '../emailTexts';

/** An article as an email shows it: every URL absolute. */
export interface EmailArticle {
  title: string;
  excerpt: string;
  category: string;
  author: string;
  url: string;
  /** The cover picture; null: the email shows none. */
  coverUrl: string | null;
  coverAlt: string;
}

export interface NewArticleEmailProps extends EmailLinks {
  siteName: string;
  article: EmailArticle;
}

/** One article, as it goes to the subscribers who get every new one. */
export function NewArticleEmail({ siteName, article, ...links }: NewArticleEmailProps) {
  return (
    <EmailFrame siteName={siteName} {...links}>
      <EmailStory article={article} lead />
    </EmailFrame>
  );
}

/** An article's block: cover, category, headline, author, excerpt and the link to read it. */
export function EmailStory({ article, lead = false }: { article: EmailArticle; lead?: boolean }) {
  return (
    <div style={{ margin: lead ? 0 : '0 0 24px' }}>
      {article.coverUrl ? (
        <a href={article.url}>
          <img
            src={article.coverUrl}
            alt={article.coverAlt}
            width={552}
            style={{ borderRadius: 6, display: 'block', height: 'auto', maxWidth: '100%' }}
          />
        </a>
      ) : null}
      <p
        className="bl-muted"
        style={{
          color: EMAIL_COLOURS.muted,
          fontSize: 12,
          fontWeight: 700,
          letterSpacing: 1,
          margin: '16px 0 4px',
          textTransform: 'uppercase',
        }}
      >
        {article.category}
      </p>
      {lead ? (
        <h1
          className="bl-text"
          style={{
            color: EMAIL_COLOURS.text,
            fontSize: 24,
            lineHeight: 1.25,
            margin: '0 0 8px',
            overflowWrap: 'anywhere',
          }}
        >
          {article.title}
        </h1>
      ) : (
        <h2
          className="bl-text"
          style={{
            color: EMAIL_COLOURS.text,
            fontSize: 19,
            lineHeight: 1.3,
            margin: '0 0 8px',
            overflowWrap: 'anywhere',
          }}
        >
          <a
            href={article.url}
            className="bl-link"
            style={{ color: EMAIL_COLOURS.text, textDecoration: 'none' }}
          >
            {article.title}
          </a>
        </h2>
      )}
      <p
        className="bl-muted"
        style={{ color: EMAIL_COLOURS.muted, fontSize: 13, margin: '0 0 12px' }}
      >
        {EMAIL_TEXTS.by(article.author)}
      </p>
      <p
        className="bl-text"
        style={{ color: EMAIL_COLOURS.text, lineHeight: 1.5, margin: '0 0 16px' }}
      >
        {article.excerpt}
      </p>
      {lead ? (
        <EmailButton href={article.url}>{EMAIL_TEXTS.readOnSite}</EmailButton>
      ) : (
        <a
          href={article.url}
          className="bl-link"
          style={{ color: EMAIL_COLOURS.brand, fontWeight: 700 }}
        >
          {EMAIL_TEXTS.readOnSite}
        </a>
      )}
    </div>
  );
}

export const newArticleSubject = ({ article }: NewArticleEmailProps) =>
  EMAIL_TEXTS.articleSubject(article.title);

export const storyText = (article: EmailArticle) =>
  [
    article.title,
    `${article.category} · ${EMAIL_TEXTS.by(article.author)}`,
    '',
    article.excerpt,
    '',
    `${EMAIL_TEXTS.readOnSite}: ${article.url}`,
  ].join('\n');

export const newArticleText = (props: NewArticleEmailProps) =>
  [storyText(props.article), '', textFooter(props)].join('\n');
