import { BRAND } from '@storefront/shared';
import type { ContentPage as ContentPageRecord, ItemResponse } from '@storefront/shared';
import { mockApi, renderWithProviders } from '@storefront/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import en from '../../locales/en/help.json';
import { ContentPage } from './content-page';

// The Markdown renderer is a lazily loaded ES module; its own behaviour is not under test here.
jest.mock('./markdown-view', () => ({
  MarkdownView: ({ markdown }: { markdown: string }) => <div data-testid="markdown">{markdown}</div>,
}));

describe('ContentPage', () => {
  it("shows the page's text and names the tab after it and the shop's brand", async () => {
    mockApi({
      'GET /pages/privacy-prolicy': {
        body: {
          data: {
            slug: 'privacy-prolicy',
            title: { en: 'Privacy Policy', kh: 'គោលការណ៍ឯកជនភាព' },
            summary: { en: '', kh: '' },
            body: { en: 'We keep your data safe.', kh: 'យើងរក្សាទិន្នន័យ។' },
            updatedAt: '2026-10-01T00:00:00.000Z',
          },
        } satisfies ItemResponse<ContentPageRecord>,
      },
    });
    renderWithProviders(<ContentPage slug="privacy-prolicy" fallbackTitle="Privacy" />, {
      namespaces: { help: en },
    });
    expect(await screen.findByTestId('markdown')).toHaveTextContent('We keep your data safe.');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy Policy');
    await waitFor(() => expect(document.title).toBe(`Privacy Policy | ${BRAND.name}`));
  });

  it('keeps its title and says the text is being updated when the page is not published yet', async () => {
    mockApi({});
    renderWithProviders(<ContentPage slug="terms-conditions/vouch" fallbackTitle="Voucher terms" />, {
      namespaces: { help: en },
    });
    expect(await screen.findByTestId('content-pending')).toHaveTextContent('We are updating this page.');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Voucher terms');
    expect(document.title).toBe(`Voucher terms | ${BRAND.name}`);
  });

  it('shows no title until the page answers, so it never changes from a fallback to the published one', async () => {
    mockApi({
      'GET /pages/affilliate-program': {
        body: {
          data: {
            slug: 'affilliate-program',
            title: { en: 'Psar Affiliate Program', kh: 'កម្មវិធីដៃគូផ្សព្វផ្សាយ Psar' },
            summary: { en: '', kh: '' },
            body: { en: 'Earn with us.', kh: 'រកប្រាក់ជាមួយយើង។' },
            updatedAt: '2026-10-01T00:00:00.000Z',
          },
        } satisfies ItemResponse<ContentPageRecord>,
      },
    });
    // The answer is held until the first render has been looked at.
    const answer = global.fetch;
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    global.fetch = async (...args: Parameters<typeof fetch>) => {
      await held;
      return answer(...args);
    };
    renderWithProviders(<ContentPage slug="affilliate-program" fallbackTitle="Affiliate Programme" />, {
      namespaces: { help: en },
    });
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent(/\S/);
    expect(screen.queryByText('Affiliate Programme')).not.toBeInTheDocument();
    release();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Psar Affiliate Program' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Affiliate Programme')).not.toBeInTheDocument();
  });
});
