import { i18n } from '@storefront/shared';
import { mockApi, renderWithProviders } from '@storefront/shared/testing';
import khCommon from '@storefront/shared/locales/kh/common.json';
import { act, screen, within } from '@testing-library/react';
import Footer from './footer';

// The tests' own settings (the API origin), put back after a test changes them.
const testConfig = globalThis.__PSAR_CONFIG__;

describe('Footer', () => {
  afterEach(() => {
    globalThis.__PSAR_CONFIG__ = testConfig;
  });

  it('shows the promise, the spec links in order, payment and delivery images, "Verified by" and this year', () => {
    mockApi({});
    renderWithProviders(<Footer />);
    expect(screen.getByTestId('newsletter-promise')).toHaveTextContent(
      'Sign up and get 10% off your first purchase.',
    );
    const hrefs = within(screen.getByTestId('footer-links'))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/customer-care/help-center',
      '/customer-care/category/31',
      '/inteallectual-product-policy',
      '/about-psar',
      '/affilliate-program',
      '/career',
      '/terms-conditions',
      '/privacy-prolicy',
      '/inteallectual-protection',
    ]);
    for (const name of [
      'KHQR (Bakong)',
      'ABA Pay',
      'Visa',
      'Mastercard',
      'Cash on delivery',
      'J&T Express',
    ]) {
      expect(screen.getByRole('img', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Verified by' })).toBeInTheDocument();
    expect(screen.getByTestId('copyright')).toHaveTextContent(`© ${new Date().getFullYear()} Psar`);
  });

  it('words the badges and the newsletter placeholder in the interface language', async () => {
    mockApi({});
    renderWithProviders(<Footer />);
    const cod = screen.getByRole('img', { name: 'Cash on delivery' });
    expect(cod).toHaveTextContent('CASH ONDELIVERY');
    expect(
      screen.getByRole('img', { name: 'Registered with the Ministry of Commerce of Cambodia' }),
    ).toHaveTextContent('MoC Cambodia');
    expect(screen.getByRole('img', { name: 'Secured by SSL' })).toHaveTextContent('SSL Secure');
    expect(screen.getByLabelText('Your e-mail address')).toHaveAttribute(
      'placeholder',
      'e.g. you@example.com',
    );

    i18n.addResourceBundle('kh', 'common', khCommon, true, true);
    try {
      await act(() => i18n.changeLanguage('kh'));
      const khCod = screen.getByRole('img', { name: 'បង់ប្រាក់ពេលទទួលទំនិញ' });
      expect(khCod).toHaveTextContent('ទូទាត់ពេលទទួលទំនិញ');
      expect(khCod).not.toHaveTextContent(/CASH|DELIVERY/);
      expect(screen.getByRole('img', { name: 'បានចុះបញ្ជីជាមួយក្រសួងពាណិជ្ជកម្មកម្ពុជា' })).toHaveTextContent(
        'ក្រសួងពាណិជ្ជកម្ម',
      );
      expect(screen.getByRole('img', { name: 'ការពារដោយ SSL' })).toHaveTextContent('SSL សុវត្ថិភាព');
      expect(screen.getByLabelText('អាសយដ្ឋានអ៊ីមែលរបស់អ្នក')).toHaveAttribute(
        'placeholder',
        'ឧ. you@example.com',
      );
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('shows no app badges when no store address is configured (never a dead link)', () => {
    mockApi({});
    renderWithProviders(<Footer />);
    expect(screen.queryByTestId('app-badges')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /App Store|Google Play/ })).not.toBeInTheDocument();
  });

  it('links the app badges to the configured stores, in words legible in Khmer', async () => {
    globalThis.__PSAR_CONFIG__ = {
      ...testConfig,
      appStoreUrl: 'https://apps.apple.com/app/id1',
      googlePlayUrl: '',
    };
    mockApi({});
    renderWithProviders(<Footer />);
    const appStore = screen.getByRole('link', { name: 'Download on the App Store' });
    expect(appStore).toHaveAttribute('href', 'https://apps.apple.com/app/id1');
    expect(appStore).toHaveTextContent('Download on theApp Store');
    expect(screen.queryByRole('link', { name: 'Get it on Google Play' })).not.toBeInTheDocument();
    i18n.addResourceBundle('kh', 'common', khCommon, true, true);
    try {
      await act(() => i18n.changeLanguage('kh'));
      const khAppStore = screen.getByRole('link', { name: khCommon.footer.appStore });
      expect(khAppStore).toHaveTextContent(khCommon.footer.appStoreLine1);
      // Text, not a picture: no line of it is drawn smaller than 12 px.
      for (const line of Array.from(khAppStore.querySelectorAll('span span'))) {
        expect(Number.parseFloat(getComputedStyle(line).fontSize)).toBeGreaterThanOrEqual(12);
      }
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('signs up for the newsletter and shows the welcome code', async () => {
    const { calls } = mockApi({
      'POST /newsletter/subscriptions': {
        status: 201,
        body: {
          data: {
            email: 'dara@example.com',
            alreadySubscribed: false,
            code: 'WELCOME-ABC234',
            codeEmailed: true,
            discountPercent: 10,
          },
        },
      },
    });
    const { user } = renderWithProviders(<Footer />);
    await user.type(screen.getByLabelText('Your e-mail address'), 'dara@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByTestId('newsletter-code')).toHaveTextContent('WELCOME-ABC234');
    expect(screen.getByTestId('newsletter-result')).toHaveTextContent(
      'We have also e-mailed it to dara@example.com.',
    );
    expect(await calls[0]!.json()).toEqual({ email: 'dara@example.com', language: 'en' });
  });

  it('answers a repeated address kindly', async () => {
    mockApi({
      'POST /newsletter/subscriptions': {
        body: {
          data: {
            email: 'dara@example.com',
            alreadySubscribed: true,
            code: null,
            codeEmailed: true,
            discountPercent: 10,
          },
        },
      },
    });
    const { user } = renderWithProviders(<Footer />);
    await user.type(screen.getByLabelText('Your e-mail address'), 'dara@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    const result = await screen.findByTestId('newsletter-result');
    expect(result).toHaveTextContent('dara@example.com is already subscribed, thank you!');
    expect(result).toHaveTextContent('We have e-mailed your welcome code again.');
  });

  it('says the code went out minutes ago when the API did not e-mail it again', async () => {
    mockApi({
      'POST /newsletter/subscriptions': {
        body: {
          data: {
            email: 'dara@example.com',
            alreadySubscribed: true,
            code: null,
            codeEmailed: false,
            discountPercent: 10,
          },
        },
      },
    });
    const { user } = renderWithProviders(<Footer />);
    await user.type(screen.getByLabelText('Your e-mail address'), 'dara@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    const result = await screen.findByTestId('newsletter-result');
    expect(result).toHaveTextContent(
      'dara@example.com is already subscribed, thank you! We e-mailed your welcome code a few minutes ago',
    );
    expect(result).not.toHaveTextContent('again');
  });

  it('checks the address before sending, and shows the server field problem (translated) while keeping the text', async () => {
    const { calls } = mockApi({
      'POST /newsletter/subscriptions': {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          code: 'request.invalid_input',
          params: {},
          message: 'Invalid body (server wording)',
          fields: {
            email: { code: 'form.email_too_long', params: {}, message: 'Too long (server wording)' },
          },
        },
      },
    });
    const { user } = renderWithProviders(<Footer />);
    const input = screen.getByLabelText('Your e-mail address');
    await user.type(input, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await user.clear(input);
    await user.type(input, 'ok@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('This e-mail address is too long.')).toBeInTheDocument();
    expect(screen.queryByText(/server wording/)).not.toBeInTheDocument();
    expect(input).toHaveValue('ok@example.com');
  });
});
