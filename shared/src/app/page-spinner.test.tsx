import { act, render, screen } from '@testing-library/react';
import { i18n } from '../i18n/i18n';
import { renderWithProviders } from '../testing/render-with-providers';
import khCommon from '../../locales/kh/common.json';
import { PageSpinner } from './page-spinner';

describe('PageSpinner', () => {
  // Runs first: nothing in this file has set up i18next yet, as on a page whose i18n is starting.
  it('says "Loading…" before any translation is available, without suspending', () => {
    expect(i18n.isInitialized).toBeFalsy();
    render(<PageSpinner />);
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
  });

  it('takes its label from the common namespace', () => {
    renderWithProviders(<PageSpinner />);
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
  });

  it('is labelled in Khmer in the Khmer interface', async () => {
    renderWithProviders(<PageSpinner />);
    i18n.addResourceBundle('kh', 'common', khCommon, true, true);
    try {
      await act(() => i18n.changeLanguage('kh'));
      expect(screen.getByRole('progressbar', { name: 'កំពុងផ្ទុក…' })).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
