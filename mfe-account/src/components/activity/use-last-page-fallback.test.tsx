import type { PageMeta } from '@storefront/shared';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { pageInsteadOf, useLastPageFallback } from './use-last-page-fallback';
import { usePageParam } from './use-page-param';

const meta = (overrides: Partial<PageMeta>): PageMeta => ({
  currentPage: 1,
  perPage: 10,
  total: 0,
  totalIsEstimate: false,
  lastPage: 1,
  ...overrides,
});
const list = (items: number, overrides: Partial<PageMeta>) => ({
  data: Array.from({ length: items }, (_, index) => index),
  meta: meta(overrides),
});

describe('pageInsteadOf', () => {
  it('sends an empty page past the end of a list that has items to its last page', () => {
    expect(pageInsteadOf(list(0, { currentPage: 99, total: 12, lastPage: 2 }), 99)).toBe(2);
    // The last item of page 2 was removed: 10 items left, one page.
    expect(pageInsteadOf(list(0, { currentPage: 2, total: 10, lastPage: 1 }), 2)).toBe(1);
  });

  it('always goes to an earlier page, so it cannot loop even when the total is off', () => {
    expect(pageInsteadOf(list(0, { currentPage: 3, total: 50, lastPage: 5, totalIsEstimate: true }), 3)).toBe(
      2,
    );
    expect(pageInsteadOf(list(0, { currentPage: 2, total: 1, lastPage: 0 }), 2)).toBe(1);
  });

  it('leaves pages with items, empty lists, page 1, answers for another page and no answer alone', () => {
    expect(pageInsteadOf(list(3, { currentPage: 2, total: 13, lastPage: 2 }), 2)).toBeUndefined();
    expect(pageInsteadOf(list(0, { currentPage: 4, total: 0, lastPage: 1 }), 4)).toBeUndefined();
    expect(pageInsteadOf(list(0, { currentPage: 1, total: 5, lastPage: 1 }), 1)).toBeUndefined();
    expect(pageInsteadOf(list(0, { currentPage: 99, total: 12, lastPage: 2 }), 2)).toBeUndefined();
    expect(pageInsteadOf(undefined, 5)).toBeUndefined();
  });
});

/** A list whose answer is always "page past the end" until it shows the given last page. */
function Probe({ total, lastPage }: { total: number; lastPage: number }) {
  const [page, setPage] = usePageParam();
  const answer = list(page <= lastPage ? 1 : 0, { currentPage: page, total, lastPage });
  const moving = useLastPageFallback(answer, page, setPage);
  const location = useLocation();
  return (
    <output data-testid="probe">
      {`${location.search} ${useNavigationType()} ${moving ? 'moving' : 'shown'}`}
    </output>
  );
}

describe('useLastPageFallback', () => {
  it('replaces ?page=99 by the last page in the history', async () => {
    render(
      <MemoryRouter initialEntries={['/orders?page=99']}>
        <Probe total={12} lastPage={2} />
      </MemoryRouter>,
    );
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('?page=2 REPLACE shown'));
  });

  it('drops the page parameter when the last page is the first', async () => {
    render(
      <MemoryRouter initialEntries={['/reviews/wishlists?tab=products&page=2']}>
        <Probe total={10} lastPage={1} />
      </MemoryRouter>,
    );
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('?tab=products REPLACE shown'));
  });

  it('does nothing on a page that has items', () => {
    render(
      <MemoryRouter initialEntries={['/orders?page=2']}>
        <Probe total={12} lastPage={2} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('probe')).toHaveTextContent('?page=2 POP shown');
  });
});
