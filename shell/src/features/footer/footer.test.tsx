import { mockApi, renderWithProviders } from '@storefront/shared/testing';
import { screen, within } from '@testing-library/react';
import Footer from './footer';

describe('Footer', () => {
  it('shows the promise, the spec links in order, payment and delivery images, "Verified by" and this year', () => {
    mockApi({});
    renderWithProviders(<Footer />);
    expect(screen.getByTestId('newsletter-promise')).toHaveTextContent('Sign up and get 10% off your first purchase.');
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
    for (const name of ['KHQR (Bakong)', 'ABA Pay', 'Visa', 'Mastercard', 'Cash on delivery', 'J&T Express', 'Download on the App Store', 'Get it on Google Play']) {
      expect(screen.getByRole('img', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Verified by' })).toBeInTheDocument();
    expect(screen.getByTestId('copyright')).toHaveTextContent(`© ${new Date().getFullYear()} Psar`);
  });

  it('signs up for the newsletter and shows the welcome code', async () => {
    const { calls } = mockApi({
      'POST /newsletter/subscriptions': {
        status: 201,
        body: { data: { email: 'dara@example.com', alreadySubscribed: false, code: 'WELCOME-ABC234', discountPercent: 10 } },
      },
    });
    const { user } = renderWithProviders(<Footer />);
    await user.type(screen.getByLabelText('Your e-mail address'), 'dara@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByTestId('newsletter-code')).toHaveTextContent('WELCOME-ABC234');
    expect(screen.getByTestId('newsletter-result')).toHaveTextContent('We have also e-mailed it to dara@example.com.');
    expect(await calls[0]!.json()).toEqual({ email: 'dara@example.com', language: 'en' });
  });

  it('answers a repeated address kindly', async () => {
    mockApi({
      'POST /newsletter/subscriptions': { body: { data: { email: 'dara@example.com', alreadySubscribed: true, code: null, discountPercent: 10 } } },
    });
    const { user } = renderWithProviders(<Footer />);
    await user.type(screen.getByLabelText('Your e-mail address'), 'dara@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByTestId('newsletter-result')).toHaveTextContent('dara@example.com is already subscribed, thank you!');
  });

  it('checks the address before sending, and shows the server field message while keeping the text', async () => {
    const { calls } = mockApi({
      'POST /newsletter/subscriptions': {
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: 'Invalid body', fields: { email: 'This e-mail address is too long.' } },
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
    expect(input).toHaveValue('ok@example.com');
  });
});
