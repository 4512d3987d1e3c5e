import { captureEarlyTaps, earlyTapsScript, replayEarlyTaps } from './early-taps';

function page(html: string) {
  document.body.innerHTML = html;
  captureEarlyTaps();
}

afterEach(() => {
  replayEarlyTaps();
  Reflect.deleteProperty(globalThis, '__PSAR_EARLY_TAPS__');
  document.body.innerHTML = '';
});

describe('taps before the page is live', () => {
  it('holds a tap on a button, shows it pending, and replays it once on the same element', () => {
    page('<button id="add">Add to cart</button>');
    const button = document.getElementById('add')!;
    const handled = jest.fn();
    button.addEventListener('click', handled);
    button.click();
    button.click();
    expect(handled).not.toHaveBeenCalled();
    expect(button.getAttribute('aria-busy')).toBe('true');

    replayEarlyTaps();
    expect(handled).toHaveBeenCalledTimes(1);
    expect(button.hasAttribute('aria-busy')).toBe(false);
    // Live now: taps go straight through.
    button.click();
    expect(handled).toHaveBeenCalledTimes(2);
  });

  it('lets links and real forms work on their own', () => {
    page(
      '<a href="#deals" id="link"><span>Deals</span></a>' +
        '<form action="/products"><input name="search"><button type="submit" id="go">Search</button></form>',
    );
    // What reached the page unprevented (then stopped here: jsdom cannot navigate or submit).
    const reached: string[] = [];
    document.addEventListener('click', (event) => {
      if (!event.defaultPrevented) reached.push((event.target as Element).id || 'span');
      event.preventDefault();
    });
    (document.querySelector('#link span') as HTMLElement).click();
    document.getElementById('go')!.click();
    expect(reached).toEqual(['span', 'go']);
  });

  it('replays on the matching control when the page was rendered afresh', () => {
    page('<nav><button data-testid="menu">Electronics</button></nav>');
    (document.querySelector('button') as HTMLButtonElement).click();
    document.body.innerHTML = '<nav><button data-testid="menu">Electronics</button></nav>';
    const handled = jest.fn();
    document.querySelector('button')!.addEventListener('click', handled);
    replayEarlyTaps();
    expect(handled).toHaveBeenCalledTimes(1);
  });

  it('is a self-contained script for the page’s head', () => {
    document.body.innerHTML = '<button>Buy</button>';
    // What the browser does with the inline script.
    new Function(earlyTapsScript())();
    const handled = jest.fn();
    document.querySelector('button')!.addEventListener('click', handled);
    document.querySelector('button')!.click();
    expect(handled).not.toHaveBeenCalled();
    replayEarlyTaps();
    expect(handled).toHaveBeenCalledTimes(1);
  });
});
