import { render } from '@testing-library/react';
import { HighlightedText, highlightParts } from './highlighted-text';

describe('highlighted text', () => {
  it('splits the API marks into plain and marked parts', () => {
    expect(highlightParts('How much is <mark>delivery</mark> to <mark>Kampot</mark>?')).toEqual([
      { text: 'How much is ', marked: false },
      { text: 'delivery', marked: true },
      { text: ' to ', marked: false },
      { text: 'Kampot', marked: true },
      { text: '?', marked: false },
    ]);
  });

  it('never renders other markup from the text', () => {
    const { container } = render(<HighlightedText text={'<img src=x onerror=alert(1)> <mark>fee</mark>'} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('mark')).toHaveTextContent('fee');
    expect(container).toHaveTextContent('<img src=x onerror=alert(1)> fee');
  });
});
