import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { describeComponent } from '../../testing';
import { EMAIL_LINKS, emailArticle } from '../emails.mocks';
import { EMAIL_TEXTS } from '../emailTexts';
import { renderEmailDocument } from '../render';
import { NewArticleEmail, newArticleSubject, newArticleText } from './NewArticleEmail';

const props = { ...EMAIL_LINKS, article: emailArticle(1) };

describeComponent(NewArticleEmail, { props });

describe('the new-article email as sent', () => {
  it('is a whole HTML document that turns dark with the reader, with a plain-text part of the same links', () => {
    const html = renderEmailDocument(
      createElement(NewArticleEmail, props),
      newArticleSubject(props),
    );
    expect(html).toMatch(/^<!doctype html><html lang="en">/);
    expect(html).toContain('<meta name="color-scheme" content="light dark">');
    expect(html).toContain('@media (prefers-color-scheme: dark)');
    expect(html).toContain(props.article.url);
    const text = newArticleText(props);
    expect(text).toContain(`${EMAIL_TEXTS.readOnSite}: ${props.article.url}`);
    expect(text).toContain(`${EMAIL_TEXTS.unsubscribe}: ${EMAIL_LINKS.unsubscribeUrl}`);
    expect(text).toContain(props.article.excerpt);
  });
});
