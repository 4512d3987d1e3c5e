import { createContext, useContext, useEffect } from 'react';
import { I18nContext } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { BRAND } from '../app-config/brand';
import type { Language } from '../contract';
import { i18n as pageI18n, toLanguage } from '../i18n/i18n';
import { defaultLanguageAddress, languageTag, localizedAddress, PAGE_LANGUAGES } from '../rules/page-address';
import { truncate } from '../rules/truncate';

/** What a page says about itself to search engines and link previews. */
export interface PageHead {
  /** The whole `<title>`. */
  title: string;
  description?: string;
  /** The page's picture (a product's first photo), absolute or on the site's origin. */
  image?: string;
  /** Open Graph type. */
  type?: 'website' | 'product';
  /** schema.org data, made for the site's origin. */
  jsonLd?: (origin: string) => object;
  /** A page that is not there (404) or was removed (410): the HTTP status, and no indexing. */
  status?: 404 | 410;
}

/** One element of `<head>`; `text` is the content of `<title>` or `<script>`. */
export interface HeadTag {
  tag: 'title' | 'meta' | 'link' | 'script';
  attrs: Record<string, string>;
  text?: string;
}

/** Where the page is: the site's public origin, its path and query, its language. */
export interface PageLocation {
  origin: string;
  pathAndQuery: string;
  language: Language;
}

const OG_LOCALE: Record<Language, string> = { en: 'en_US', kh: 'km_KH' };
const DESCRIPTION_LENGTH = 160;

/**
 * The head of a page: title, description, canonical address and its language alternates, Open
 * Graph and Twitter cards, JSON-LD. The server writes them into the HTML it sends; the browser
 * keeps them current as the shopper moves between pages. A missing page gets no canonical (it
 * is not a page to index) and `noindex`.
 */
export function headTags(head: PageHead, at: PageLocation): HeadTag[] {
  const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({
    tag: 'meta',
    attrs: { [key]: name, content },
  });
  const tags: HeadTag[] = [{ tag: 'title', attrs: {}, text: head.title }];
  const description = head.description ? truncate(head.description, DESCRIPTION_LENGTH) : undefined;
  if (description) tags.push(meta('name', 'description', description));
  if (head.status) return [...tags, meta('name', 'robots', 'noindex')];

  const canonical = localizedAddress(at.origin, at.pathAndQuery, at.language);
  tags.push({ tag: 'link', attrs: { rel: 'canonical', href: canonical } });
  for (const language of PAGE_LANGUAGES)
    tags.push({
      tag: 'link',
      attrs: {
        rel: 'alternate',
        hreflang: languageTag(language),
        href: localizedAddress(at.origin, at.pathAndQuery, language),
      },
    });
  tags.push({
    tag: 'link',
    attrs: {
      rel: 'alternate',
      hreflang: 'x-default',
      href: defaultLanguageAddress(at.origin, at.pathAndQuery),
    },
  });

  const image = head.image ? new URL(head.image, at.origin).toString() : undefined;
  tags.push(
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:site_name', BRAND.name),
    meta('property', 'og:title', head.title),
    meta('property', 'og:url', canonical),
    meta('property', 'og:locale', OG_LOCALE[at.language]),
    ...PAGE_LANGUAGES.filter((language) => language !== at.language).map((language) =>
      meta('property', 'og:locale:alternate', OG_LOCALE[language]),
    ),
  );
  if (description) tags.push(meta('property', 'og:description', description));
  if (image) tags.push(meta('property', 'og:image', image));
  tags.push(
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
  );
  if (description) tags.push(meta('name', 'twitter:description', description));
  if (image) tags.push(meta('name', 'twitter:image', image));
  if (head.jsonLd)
    tags.push({
      tag: 'script',
      attrs: { type: 'application/ld+json' },
      text: JSON.stringify(head.jsonLd(at.origin)),
    });
  return tags;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The tags as HTML, each marked `data-psar-head` (the browser replaces exactly those). */
export function headHtml(tags: readonly HeadTag[]): string {
  return tags
    .map(({ tag, attrs, text }) => {
      const attributes = Object.entries({ ...attrs, 'data-psar-head': '' })
        .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`))
        .join('');
      if (tag === 'meta' || tag === 'link') return `<${tag}${attributes}>`;
      // JSON in a script: "<" escaped, so a product's text can never close the element.
      const content = tag === 'script' ? (text ?? '').replace(/</g, '\\u003c') : escapeText(text ?? '');
      return `<${tag}${attributes}>${content}</${tag}>`;
    })
    .join('');
}

/** A server render's page head: the page's component fills it in while rendering. */
export interface PageHeadCollector {
  origin: string;
  head?: PageHead;
}

export const PageHeadContext = createContext<PageHeadCollector | undefined>(undefined);

/**
 * The browser: `<head>` holds these tags while the page is shown. They replace the previous
 * page's (or the server's), and the site-wide description of index.html while they have their
 * own; that one and the title come back when the page goes.
 */
function applyHead(tags: readonly HeadTag[]): () => void {
  const previousTitle = document.title;
  const ownDescription = tags.some((tag) => tag.attrs.name === 'description');
  const replaced = Array.from(
    document.head.querySelectorAll(
      ownDescription ? '[data-psar-head], meta[name="description"]' : '[data-psar-head]',
    ),
  );
  for (const element of replaced) element.remove();
  const added = tags.flatMap(({ tag, attrs, text }) => {
    if (tag === 'title') {
      document.title = text ?? '';
      return [];
    }
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
    element.setAttribute('data-psar-head', '');
    if (text !== undefined) element.textContent = text;
    document.head.appendChild(element);
    return [element];
  });
  return () => {
    for (const element of added) element.remove();
    for (const element of replaced)
      if (!element.hasAttribute('data-psar-head')) document.head.appendChild(element);
    // The server's title was this page's own, not the site's.
    const fromServer = replaced.some((element) => element.hasAttribute('data-psar-head'));
    document.title = fromServer ? BRAND.name : previousTitle;
  };
}

/**
 * Declares the page's head. On the server it is written into the HTML (status included); in the
 * browser the document's head follows it while the page is shown.
 */
export function usePageHead(head: PageHead): void {
  const collector = useContext(PageHeadContext);
  // The page's i18n instance, without waiting for any namespace (the page that calls this
  // re-renders on a language change through its own translations).
  const i18n = useContext(I18nContext)?.i18n ?? pageI18n;
  const { pathname, search } = useLocation();
  // Rendering on the server: the last page component rendered is the page.
  if (collector) collector.head = head;
  const tags =
    typeof window === 'undefined'
      ? ''
      : JSON.stringify(
          headTags(head, {
            origin: window.location.origin,
            pathAndQuery: `${pathname}${search}`,
            language: toLanguage(i18n.language),
          }),
        );
  useEffect(() => {
    if (!tags) return;
    return applyHead(JSON.parse(tags) as HeadTag[]);
  }, [tags]);
}
