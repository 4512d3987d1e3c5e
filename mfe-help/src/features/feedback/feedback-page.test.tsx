import { mockApi, renderWithProviders } from '@storefront/shared/testing';
import { fireEvent, screen } from '@testing-library/react';
import en from '../../../locales/en/help.json';
import kh from '../../../locales/kh/help.json';
import { i18n } from '@storefront/shared';
import { act } from '@testing-library/react';
import FeedbackPage from './feedback-page';

// MUI's Rating reads the star under the pointer from the layout, which jsdom does not have (a
// pointer click would pick NaN); a plain click on the star's radio is what keyboard users do.
const chooseRating = (name: string) => fireEvent.click(screen.getByRole('radio', { name }));

describe('FeedbackPage', () => {
  jest.setTimeout(20_000);

  it('shows what is missing next to each field and sends nothing', async () => {
    const { calls } = mockApi({ 'POST /feedback': { status: 201, body: { data: { id: 1 } } } });
    const { user } = renderWithProviders(<FeedbackPage />, { namespaces: { help: en } });
    await user.click(screen.getByRole('textbox', { name: 'Your feedback' }));
    await user.paste('ok');
    await user.click(screen.getByRole('textbox', { name: 'E-mail (optional)' }));
    await user.paste('not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('textbox', { name: 'Your feedback' })).toHaveAccessibleDescription(
      'Please tell us more (at least 5 characters).',
    );
    expect(screen.getByRole('textbox', { name: 'E-mail (optional)' })).toHaveAccessibleDescription(
      'Please enter a valid e-mail address.',
    );
    // The rating's message replaces its help text under the stars.
    expect(screen.getByText('Please choose a rating.')).toBeInTheDocument();
    expect(screen.queryByText('1 star is very poor, 5 stars is excellent.')).not.toBeInTheDocument();
    expect(calls.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('sends the rating and message and shows the thank-you', async () => {
    const { calls } = mockApi({ 'POST /feedback': { status: 201, body: { data: { id: 7 } } } });
    const { user } = renderWithProviders(<FeedbackPage />, { namespaces: { help: en } });
    chooseRating('4 stars');
    await user.click(screen.getByRole('textbox', { name: 'Your feedback' }));
    await user.paste('Delivery to Kampot took two days. Great!');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByTestId('form-success')).toHaveTextContent('Thank you for your feedback!');
    const sent = calls.find((request) => request.method === 'POST')!;
    expect(await sent.json()).toEqual({ rating: 4, message: 'Delivery to Kampot took two days. Great!' });
    expect(screen.queryByRole('button', { name: 'Send feedback' })).not.toBeInTheDocument();
  });

  it("shows the API's field problem next to its field, translated from its code", async () => {
    mockApi({
      'POST /feedback': {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          code: 'request.invalid_input',
          params: {},
          message: 'Invalid input. message: Please tell us more (at least 5 characters).',
          fields: {
            message: {
              code: 'feedback.message_too_short',
              params: {},
              message: 'Too short (server wording)',
            },
          },
        },
      },
    });
    const { user } = renderWithProviders(<FeedbackPage />, { namespaces: { help: en } });
    chooseRating('5 stars');
    await user.click(screen.getByRole('textbox', { name: 'Your feedback' }));
    await user.paste('Great shop');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Please tell us more (at least 5 characters).')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your feedback' })).toHaveAccessibleDescription(
      'Please tell us more (at least 5 characters).',
    );
    expect(screen.queryByTestId('form-success')).not.toBeInTheDocument();
  });

  it('names every star, and the "no rating" choice, in the interface language', async () => {
    mockApi({});
    renderWithProviders(<FeedbackPage />, { namespaces: { help: en } });
    expect(screen.getByRole('radio', { name: 'No rating chosen' })).toBeInTheDocument();
    i18n.addResourceBundle('kh', 'help', kh, true, true);
    try {
      await act(() => i18n.changeLanguage('kh'));
      expect(screen.getByRole('radio', { name: kh.feedback.noRating })).toBeInTheDocument();
      for (const radio of screen.getAllByRole('radio')) expect(radio).not.toHaveAccessibleName(/[A-Za-z]/);
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
