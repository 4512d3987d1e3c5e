// What every e-mail shares: the subject's shop name, the greeting, the signature and footer, links
// into the shop and number formats. Templates write only their own sentences.
import { formatUsd } from '@storefront/shared/rules';
import type { ApiLanguage } from '../../../lib/request-language';

/** A template's own part of an e-mail: the subject's text and the body's paragraphs. */
export interface Letter {
  /** Without the shop's name: the layout adds "Psar: ". */
  subject: string;
  /** Paragraphs, separated by an empty line; a paragraph may hold several lines. */
  paragraphs: (string | null | false | undefined)[];
  /** Who signs it, e.g. "Psar Customer Care"; the shop's team by default. */
  signature?: string;
}

/** A template: the letter in each language, from the same data. */
export type Template<Data> = Record<ApiLanguage, (data: Data) => Letter>;

const DEFAULT_SHOP_URL = 'http://localhost:3000';
let shopUrl = DEFAULT_SHOP_URL;

/**
 * Sets the shop's public origin that links in e-mails point to (the app does, from PUBLIC_ORIGIN;
 * http://localhost:3000 otherwise). One per process, as the API's configuration is.
 */
export function configureMailLinks(options: { shopUrl?: string | undefined }): void {
  shopUrl = (options.shopUrl || DEFAULT_SHOP_URL).replace(/\/+$/, '');
}

/** A link to a page of the shop, opening in the e-mail's language. */
export function shopLink(path: string, language: ApiLanguage): string {
  const url = `${shopUrl}${path.startsWith('/') ? path : `/${path}`}`;
  if (language !== 'kh') return url;
  return `${url}${url.includes('?') ? '&' : '?'}lng=kh`;
}

/**
 * The shopper's page of an order (`/orders/:id` in the account remote). The order's id when the
 * caller knows it; else read from a number made of it (`PS-000123` → 123); else the order list.
 */
export function orderLink(
  order: { orderId?: number | undefined; orderNumber: string },
  language: ApiLanguage,
) {
  const id = order.orderId ?? Number(/^PS-0*(\d+)$/.exec(order.orderNumber)?.[1] ?? Number.NaN);
  return shopLink(Number.isSafeInteger(id) && id > 0 ? `/orders/${id}` : '/orders', language);
}

/** Money as the shop shows it everywhere (US dollars, en-US format), in both languages. */
export const money = (amount: number) => formatUsd(amount);

const KHMER_DIGITS = '០១២៣៤៥៦៧៨៩';
/** A count in Khmer digits (order numbers, codes and money stay as they are). */
export const khmerNumber = (value: number) =>
  String(value).replace(/\d/g, (digit) => KHMER_DIGITS[Number(digit)]!);

const SHOP_NAME = 'Psar';

const WORDS = {
  en: {
    subject: (text: string) => `${SHOP_NAME}: ${text}`,
    greeting: (name: string | undefined) => (name ? `Hello ${name},` : 'Hello,'),
    signature: `The ${SHOP_NAME} team`,
    help: 'Questions? Write to us:',
    automatic: 'This e-mail was sent automatically; replies to it are not read.',
  },
  kh: {
    subject: (text: string) => `${SHOP_NAME}៖ ${text}`,
    greeting: (name: string | undefined) => (name ? `សួស្តី ${name},` : 'សួស្តី,'),
    signature: `ក្រុមការងារ ${SHOP_NAME}`,
    help: 'មានសំណួរមែនទេ? សរសេរមកយើងខ្ញុំ៖',
    automatic: 'អ៊ីមែលនេះត្រូវបានផ្ញើដោយស្វ័យប្រវត្តិ; ការឆ្លើយតបទៅអ៊ីមែលនេះនឹងមិនត្រូវបានអានទេ។',
  },
} satisfies Record<ApiLanguage, unknown>;

/** The subject and plain text of a letter: greeting, paragraphs, signature, footer. */
export function compose(
  language: ApiLanguage,
  letter: Letter,
  name: string | undefined,
): { subject: string; text: string } {
  const words = WORDS[language];
  const paragraphs = letter.paragraphs.filter((paragraph): paragraph is string => !!paragraph);
  const text = [
    words.greeting(name?.trim() || undefined),
    ...paragraphs,
    letter.signature ?? words.signature,
    `--\n${words.help} ${shopLink('/customer-care/contact-us', language)}\n${words.automatic}`,
  ].join('\n\n');
  return { subject: words.subject(letter.subject), text };
}
