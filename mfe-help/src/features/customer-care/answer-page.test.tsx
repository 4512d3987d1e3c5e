import type { HelpArticle } from '@storefront/shared';
import { mockApi, renderWithProviders } from '@storefront/shared/testing';
import { screen } from '@testing-library/react';
import en from '../../../locales/en/help.json';
import AnswerPage from './answer-page';

// The Markdown renderer is a lazily loaded ES module; its own behaviour is not under test here.
jest.mock('../../components/markdown-view', () => ({
  MarkdownView: ({ markdown }: { markdown: string }) => <div data-testid="markdown">{markdown}</div>,
}));

const article: HelpArticle = {
  id: 7,
  slug: 'fees',
  categoryId: 32,
  title: { en: 'How much does delivery cost?', kh: 'តើថ្លៃដឹកជញ្ជូនប៉ុន្មាន?' },
  body: { en: 'Delivery costs **$1.50** per item.', kh: 'ថ្លៃដឹក' },
  updatedAt: '2026-11-01T00:00:00.000Z',
  category: { id: 32, title: { en: 'Delivery fees', kh: 'ថ្លៃដឹកជញ្ជូន' } },
  group: { id: 31, title: { en: 'Shipping & Delivery', kh: 'ការដឹកជញ្ជូន' } },
  related: [
    { id: 8, slug: 'times', categoryId: 33, title: { en: 'When will my parcel arrive?', kh: 'ពេលណា?' } },
  ],
  votes: { helpful: 0, notHelpful: 0 },
};

describe('AnswerPage', () => {
  it('shows the article where it sits, related articles, and stores "Was this helpful?"', async () => {
    const { calls } = mockApi({
      'GET /help/articles/7': { body: { data: article } },
      'POST /help/articles/7/feedback': { status: 201, body: { data: { helpful: false } } },
    });
    const { user } = renderWithProviders(<AnswerPage />, {
      namespaces: { help: en },
      route: '/customer-care/answers?id=7',
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'How much does delivery cost?',
    );
    expect(screen.getByRole('link', { name: 'Shipping & Delivery' })).toHaveAttribute(
      'href',
      '/customer-care/category/31',
    );
    expect(screen.getByTestId('markdown')).toHaveTextContent('Delivery costs **$1.50** per item.');
    expect(screen.getByRole('link', { name: 'When will my parcel arrive?' })).toHaveAttribute(
      'href',
      '/customer-care/answers?id=8',
    );
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you for telling us.');
    const vote = calls.find((request) => request.method === 'POST')!;
    expect(await vote.json()).toEqual({ helpful: false });
  });

  it('is not found for an unknown or missing id', async () => {
    mockApi({
      'GET /help/articles/999': {
        status: 404,
        body: {
          statusCode: 404,
          error: 'Not Found',
          code: 'help.article_not_found',
          params: {},
          message: 'There is no help article with this id.',
        },
      },
    });
    renderWithProviders(<AnswerPage />, { namespaces: { help: en }, route: '/customer-care/answers?id=999' });
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });

  it('is not found for an id no article can have, without asking the API', async () => {
    for (const raw of ['0', '007', '-3', '1.5', '12345678901', 'abc', '']) {
      const { fetchMock } = mockApi({});
      const { unmount } = renderWithProviders(<AnswerPage />, {
        namespaces: { help: en },
        route: `/customer-care/answers?id=${raw}`,
      });
      expect(await screen.findByTestId('not-found')).toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();
      unmount();
    }
  });

  it('is not found, not a load error, when the API refuses the id (400)', async () => {
    mockApi({
      'GET /help/articles/999999999': {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          code: 'request.invalid_input',
          params: {},
          message: 'Invalid input. id: Must be a positive whole number',
          fields: {
            id: { code: 'id.not_positive_whole', params: {}, message: 'Must be a positive whole number' },
          },
        },
      },
    });
    renderWithProviders(<AnswerPage />, {
      namespaces: { help: en },
      route: '/customer-care/answers?id=999999999',
    });
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
