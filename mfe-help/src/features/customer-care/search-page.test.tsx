import type { ListResponse, SearchHit } from '@storefront/shared';
import { mockApi, renderWithProviders } from '@storefront/shared/testing';
import { act, screen } from '@testing-library/react';
import en from '../../../locales/en/help.json';
import { HelpSearchBox } from './help-search-box';
import SearchPage from './search-page';

const page = (data: SearchHit[], total = data.length): ListResponse<SearchHit> => ({
  data,
  links: { first: '', last: null, prev: null, next: null },
  meta: { currentPage: 1, perPage: 10, total, totalIsEstimate: false, lastPage: 1 },
});

describe('SearchPage', () => {
  it('lists matching articles with their matches highlighted', async () => {
    const requests: string[] = [];
    mockApi({
      'GET /help/search': (request) => {
        requests.push(new URL(request.url).search);
        return {
          body: page([
            {
              id: 4,
              slug: 'fees',
              categoryId: 32,
              title: { en: 'Delivery fees', kh: 'ថ្លៃដឹក' },
              titleMatch: true,
              highlight: {
                title: { en: '<mark>Delivery</mark> fees', kh: 'ថ្លៃដឹក' },
                snippet: { en: 'Each product shows its <mark>delivery</mark> fee.', kh: '' },
              },
            },
          ]),
        };
      },
    });
    renderWithProviders(<SearchPage />, {
      namespaces: { help: en },
      route: '/customer-care/search?keyword=delivery',
    });
    const link = await screen.findByRole('link', { name: 'Delivery fees' });
    expect(link).toHaveAttribute('href', '/customer-care/answers?id=4');
    expect(link.querySelector('mark')).toHaveTextContent('Delivery');
    expect(screen.getByText('1 article found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Results for “delivery”');
    expect(requests[0]).toContain('keyword=delivery');
  });

  it('offers contact us when nothing matches', async () => {
    mockApi({ 'GET /help/search': { body: page([]) } });
    renderWithProviders(<SearchPage />, {
      namespaces: { help: en },
      route: '/customer-care/search?keyword=zzz',
    });
    expect(await screen.findByText('No articles match your search')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/customer-care/contact-us',
    );
  });

  it('asks for a keyword when there is none, without calling the API', async () => {
    const { fetchMock } = mockApi({ 'GET /help/search': { body: page([]) } });
    renderWithProviders(<SearchPage />, { namespaces: { help: en }, route: '/customer-care/search' });
    expect(screen.getByText('Type a question or a few words in the search box above.')).toBeInTheDocument();
    // Give a request the chance to start (effects and RTK Query's dispatch run asynchronously).
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("does not show the previous keyword's results while a new search loads", async () => {
    const hit = (id: number, title: string): SearchHit => ({
      id,
      slug: `a-${id}`,
      categoryId: 32,
      title: { en: title, kh: title },
      titleMatch: true,
      highlight: { title: { en: title, kh: title }, snippet: { en: '', kh: '' } },
    });
    let answer: (response: Response) => void = () => {};
    const { fetchMock } = mockApi({ 'GET /help/search': { body: page([hit(4, 'Delivery fees')]) } });
    const { user } = renderWithProviders(
      <>
        <HelpSearchBox />
        <SearchPage />
      </>,
      { namespaces: { help: en }, route: '/customer-care/search?keyword=delivery' },
    );
    expect(await screen.findByRole('link', { name: 'Delivery fees' })).toBeInTheDocument();
    // The next search stays pending until the test answers it.
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    const box = screen.getByRole('textbox', { name: 'Search help articles' });
    await user.clear(box);
    await user.type(box, 'refund{Enter}');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Results for “refund”');
    expect(screen.getByTestId('loading')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Delivery fees' })).not.toBeInTheDocument();
    expect(screen.queryByText('1 article found')).not.toBeInTheDocument();
    await act(async () =>
      answer(
        new Response(JSON.stringify(page([hit(9, 'Refund times')])), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    );
    expect(await screen.findByRole('link', { name: 'Refund times' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Delivery fees' })).not.toBeInTheDocument();
  });
});
