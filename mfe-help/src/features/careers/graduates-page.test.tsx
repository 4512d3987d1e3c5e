import type { ContentPage as ContentPageRecord, ItemResponse } from '@storefront/shared';
import { mockApi, renderWithProviders } from '@storefront/shared/testing';
import { screen } from '@testing-library/react';
import en from '../../../locales/en/help.json';
import GraduatesPage from './graduates-page';

jest.mock('../../components/markdown-view', () => ({
  MarkdownView: ({ markdown }: { markdown: string }) => <div data-testid="markdown">{markdown}</div>,
}));

describe('GraduatesPage', () => {
  it('shows its own content page (not the jobs list), within Careers, and leads to the openings', async () => {
    const { calls } = mockApi({
      'GET /pages/career/graduates-interns': {
        body: {
          data: {
            slug: 'career/graduates-interns',
            title: { en: 'Graduates & Interns', kh: 'និស្សិតបញ្ចប់ការសិក្សា និងកម្មសិក្សា' },
            summary: { en: 'Start here.', kh: 'ចាប់ផ្តើមនៅទីនេះ។' },
            body: { en: 'Paid internships of three months.', kh: 'កម្មសិក្សាបីខែ។' },
            updatedAt: '2026-07-01T00:00:00.000Z',
          },
        } satisfies ItemResponse<ContentPageRecord>,
      },
    });
    renderWithProviders(<GraduatesPage />, { namespaces: { help: en }, route: '/career/graduates-interns' });
    expect(await screen.findByTestId('markdown')).toHaveTextContent('Paid internships of three months.');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Graduates & Interns');
    expect(screen.getByRole('link', { name: 'Careers at Psar' })).toHaveAttribute('href', '/career');
    expect(screen.getByRole('link', { name: 'See our openings' })).toHaveAttribute('href', '/career');
    expect(calls.map((call) => new URL(call.url).pathname)).toEqual(['/api/pages/career/graduates-interns']);
  });
});
