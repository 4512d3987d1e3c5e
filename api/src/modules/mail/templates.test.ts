import { MAIL_TEMPLATES } from '@storefront/shared/rules';
import type { ApiLanguage } from '../../lib/request-language';
import { configureMailLinks } from './templates/layout';
import { renderMail, type MailTemplateData, type MailTemplateName } from './templates';

/** One filled-in example of every template, each with a value a test can find in the text. */
const EXAMPLES: { [K in MailTemplateName]: MailTemplateData[K] } = {
  order_confirmation: {
    name: 'Dara',
    orderNumber: 'PS-000123',
    orderId: 123,
    total: 1234.5,
    paymentMethod: 'cod',
    lines: [
      { name: 'Rice cooker', quantity: 2, lineTotal: 1200 },
      { name: 'Kampot pepper', quantity: 1, lineTotal: 33 },
    ],
    deliveryFeeTotal: 1.5,
  },
  order_shipped: { orderNumber: 'PS-000124', carrier: 'Psar Express', trackingNumber: 'TRK-998877' },
  order_delivered: { orderNumber: 'PS-000125', paidOnDelivery: true },
  order_cancelled: { orderNumber: 'PS-000126', reason: 'Out of stock at the warehouse', refundAmount: 19.9 },
  refund_issued: { orderNumber: 'PS-000127', amount: 42.05, destination: 'wallet', reference: 'RF-5566' },
  return_decided: { orderNumber: 'PS-000128', decision: 'rejected', reason: 'Past the return window' },
  cancellation_declined: { orderNumber: 'PS-000131', reason: 'Already handed to the courier' },
  ticket_reply: { reference: 'T-000042', subject: 'Where is my parcel?', reply: 'It arrives on Friday.' },
  password_reset_code: { name: 'Sokha', code: '482913', validMinutes: 10 },
  staff_invitation: {
    role: 'order_handler',
    inviter: { name: 'Dara Owner', email: 'owner@psar.test' },
    link: 'http://localhost:3000/backoffice/accept-invitation?token=abc',
    validDays: 7,
  },
  newsletter_welcome: { code: 'WELCOME-7KQ2MX', percent: 10 },
  ticket_received: { name: 'Vanna', number: 'T-000043', topic: 'delivery', orderNumber: 'PS-000129' },
  seller_application_received: { name: 'Chenda', shopName: 'Chenda Silk', phone: '012 345 678' },
  job_application_received: { name: 'Sreymom', jobTitle: 'Warehouse lead' },
};

/** What must appear in each rendered mail (both languages). */
const MUST_SHOW: { [K in MailTemplateName]: string[] } = {
  order_confirmation: ['PS-000123', '$1,234.50', '$1,200.00', '$1.50', 'Rice cooker', '/orders/123'],
  order_shipped: ['PS-000124', 'Psar Express', 'TRK-998877', '/orders/124'],
  order_delivered: ['PS-000125', '/orders/125'],
  order_cancelled: ['PS-000126', 'Out of stock at the warehouse', '$19.90'],
  refund_issued: ['PS-000127', '$42.05', 'RF-5566'],
  return_decided: ['PS-000128', 'Past the return window', '/orders/return'],
  cancellation_declined: ['PS-000131', 'Already handed to the courier', '/orders/cancel'],
  ticket_reply: ['T-000042', 'Where is my parcel?', 'It arrives on Friday.'],
  password_reset_code: ['482913'],
  staff_invitation: ['Dara Owner', 'owner@psar.test', 'accept-invitation?token=abc'],
  newsletter_welcome: ['WELCOME-7KQ2MX', '10%'],
  ticket_received: ['T-000043', 'PS-000129'],
  seller_application_received: ['Chenda Silk', '012 345 678'],
  job_application_received: ['Warehouse lead'],
};

const KHMER = /[\u1780-\u17FF]/;
const LANGUAGES: ApiLanguage[] = ['en', 'kh'];

describe('mail templates', () => {
  beforeAll(() => configureMailLinks({ shopUrl: 'https://shop.example.com/' }));
  afterAll(() => configureMailLinks({}));

  it('exist for every template the back office filters by', () => {
    expect(Object.keys(EXAMPLES).sort()).toEqual([...MAIL_TEMPLATES].sort());
  });

  describe.each(MAIL_TEMPLATES)('%s', (template) => {
    it.each(LANGUAGES)('renders in %s with its data and nothing left unfilled', (language) => {
      const mail = renderMail(template, language, EXAMPLES[template] as never);
      expect(mail).toMatchObject({ template, language });
      for (const part of [mail.subject, mail.text]) {
        expect(part).not.toMatch(/\{\{|\}\}|undefined|NaN|null|\[object/);
        expect(part.trim()).toBe(part);
      }
      expect(mail.subject).toMatch(language === 'kh' ? /^Psar៖ / : /^Psar: /);
      expect(mail.subject).not.toContain('\n');
      for (const value of MUST_SHOW[template]) expect(mail.text).toContain(value);
      // The shared footer, linking to the shop's contact form in the mail's language.
      expect(mail.text).toContain(
        `https://shop.example.com/customer-care/contact-us${language === 'kh' ? '?lng=kh' : ''}`,
      );
    });

    it('is really written in Khmer in Khmer, and in English in English', () => {
      const en = renderMail(template, 'en', EXAMPLES[template] as never);
      const kh = renderMail(template, 'kh', EXAMPLES[template] as never);
      expect(kh.subject).toMatch(KHMER);
      // Most of the Khmer body's letters are Khmer (names, numbers and links aside).
      const letters = kh.text.replace(/https?:\/\/\S+/g, '').match(/[\p{L}\p{M}]/gu) ?? [];
      const khmer = letters.filter((letter) => KHMER.test(letter));
      expect(khmer.length / letters.length).toBeGreaterThan(0.5);
      // The English text has no Khmer (the Khmer version's sentences are not mixed in).
      expect(`${en.subject}\n${en.text}`).not.toMatch(KHMER);
      expect(kh.text).not.toBe(en.text);
    });
  });

  it('greets the shopper by name when the data has one', () => {
    expect(renderMail('order_shipped', 'en', { ...EXAMPLES.order_shipped, name: 'Dara' }).text).toMatch(
      /^Hello Dara,\n/,
    );
    expect(renderMail('order_shipped', 'kh', EXAMPLES.order_shipped).text).toMatch(/^សួស្តី,\n/);
  });

  it('links to the order page in the shopper language, from the id or else the number', () => {
    const kh = renderMail('order_delivered', 'kh', { orderNumber: 'PS-000777', paidOnDelivery: false });
    expect(kh.text).toContain('https://shop.example.com/orders/777?lng=kh');
    const unusual = renderMail('order_delivered', 'en', { orderNumber: 'X-1', paidOnDelivery: false });
    expect(unusual.text).toContain('https://shop.example.com/orders\n');
    const byId = renderMail('order_delivered', 'en', {
      orderNumber: 'X-1',
      orderId: 9,
      paidOnDelivery: false,
    });
    expect(byId.text).toContain('https://shop.example.com/orders/9\n');
  });

  it('words each refund destination, payment method and decision differently', () => {
    const refunds = (['wallet', 'khqr', 'card', 'cash', 'bank'] as const).map(
      (destination) => renderMail('refund_issued', 'kh', { ...EXAMPLES.refund_issued, destination }).text,
    );
    expect(new Set(refunds).size).toBe(5);
    const payments = (['cod', 'wallet', 'khqr', 'card'] as const).map(
      (paymentMethod) =>
        renderMail('order_confirmation', 'en', { ...EXAMPLES.order_confirmation, paymentMethod }).text,
    );
    expect(new Set(payments).size).toBe(4);
    expect(payments[0]).toContain('Please have $1,234.50 ready');
    const approved = renderMail('return_decided', 'en', {
      orderNumber: 'PS-000128',
      decision: 'approved',
      reason: null,
    });
    expect(approved.subject).toBe('Psar: your return for order PS-000128 is approved');
    expect(approved.text).not.toContain('note from our team');
    const cancelledFree = renderMail('order_cancelled', 'en', {
      ...EXAMPLES.order_cancelled,
      refundAmount: 0,
    });
    expect(cancelledFree.text).toContain('You were not charged');
    expect(
      renderMail('order_delivered', 'en', { orderNumber: 'PS-1', paidOnDelivery: false }).text,
    ).not.toContain('payment on delivery');
  });

  it('names the contact topic in the mail language', () => {
    expect(renderMail('ticket_received', 'en', EXAMPLES.ticket_received).text).toContain(
      'Topic: Shipping & delivery',
    );
    expect(renderMail('ticket_received', 'kh', EXAMPLES.ticket_received).text).toContain(
      'ប្រធានបទ៖ ការដឹកជញ្ជូន',
    );
  });
});
