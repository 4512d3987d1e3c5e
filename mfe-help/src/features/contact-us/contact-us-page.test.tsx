import { mockApi, renderWithProviders } from '@storefront/shared/testing';
import { screen } from '@testing-library/react';
import en from '../../../locales/en/help.json';
import ContactUsPage from './contact-us-page';
import { enter } from '../../testing/form';

type User = ReturnType<typeof renderWithProviders>['user'];

async function fill(user: User) {
  await enter(user, 'Your name', 'Dara Sok');
  await enter(user, 'E-mail', 'dara@example.com');
  await user.click(screen.getByRole('combobox', { name: 'Topic' }));
  await user.click(await screen.findByRole('option', { name: 'A refund' }));
  await enter(user, 'Message', 'My refund for order PS-000123 has not arrived yet.');
}

describe('ContactUsPage', () => {
  jest.setTimeout(20_000);

  it('checks the form before sending', async () => {
    const { user } = renderWithProviders(<ContactUsPage />, { namespaces: { help: en } });
    await enter(user, 'Message', 'too short');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Please choose a topic.')).toBeInTheDocument();
    expect(screen.getByText('Please describe your question in at least 20 characters.')).toBeInTheDocument();
  });

  it('sends a multipart ticket and shows its number', async () => {
    const { calls } = mockApi({
      'POST /support-tickets': { status: 201, body: { data: { number: 'CS-000042' } } },
    });
    const { user } = renderWithProviders(<ContactUsPage />, { namespaces: { help: en } });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByTestId('ticket-number')).toHaveTextContent('CS-000042');
    const sent = await calls[0]!.formData();
    expect(sent.get('topic')).toBe('refund');
    expect(sent.get('email')).toBe('dara@example.com');
    expect(sent.get('orderNumber')).toBeNull();
  });

  it('shows the API field errors next to the fields and keeps what was typed', async () => {
    mockApi({
      'POST /support-tickets': {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          code: 'request.invalid_input',
          params: {},
          message: 'Invalid input. email: Please enter a valid e-mail address.',
          fields: {
            email: { code: 'form.email_invalid', params: {}, message: 'Bad e-mail (server wording)' },
          },
        },
      },
    });
    const { user } = renderWithProviders(<ContactUsPage />, { namespaces: { help: en } });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      'Please enter a valid e-mail address.',
    );
    expect(screen.queryByText(/server wording/)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveValue('Dara Sok');
  });

  it('shows a too-large file (413) for the form, from its code and limit', async () => {
    mockApi({
      'POST /support-tickets': {
        status: 413,
        body: {
          statusCode: 413,
          error: 'Payload Too Large',
          code: 'upload.too_large',
          params: { megabytes: 4 },
          message: 'Too large (server wording)',
        },
      },
    });
    const { user } = renderWithProviders(<ContactUsPage />, { namespaces: { help: en } });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is too large. The limit is 4 MB.');
  });
});
