import { getContrastRatio } from '@mui/material/styles';
import { makeTheme, PRIMARY_COLOR, PRIMARY_TEXT_COLOR } from './theme';

// WCAG 2.2 AA (1.4.3): 4.5:1 for text below 18.66 px bold / 24 px.
const AA = 4.5;

/** `color` at `opacity` over `background` (MUI tints a hovered button with its colour at 4 %). */
function blend(color: string, background: string, opacity: number): string {
  const channels = (hex: string) => [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  const [top, bottom] = [channels(color), channels(background)];
  return `rgb(${top.map((value, i) => Math.round(value * opacity + bottom[i]! * (1 - opacity))).join(', ')})`;
}

describe('the theme’s colours', () => {
  const theme = makeTheme('en');

  it('keeps #FE6901 as the brand colour, with dark text on it', () => {
    expect(theme.palette.primary.main).toBe(PRIMARY_COLOR);
    expect(getContrastRatio(theme.palette.primary.contrastText, PRIMARY_COLOR)).toBeGreaterThanOrEqual(AA);
  });

  it('sets text in the dark orange, which meets AA on white, the page and a selected tint', () => {
    expect(getContrastRatio(PRIMARY_COLOR, '#ffffff')).toBeLessThan(AA);
    expect(theme.palette.primary.dark).toBe(PRIMARY_TEXT_COLOR);
    for (const background of ['#ffffff', theme.palette.background.default, '#f6eae1']) {
      expect(getContrastRatio(PRIMARY_TEXT_COLOR, background)).toBeGreaterThanOrEqual(AA);
    }
  });

  it('gives status chips and warning notices colours that meet AA', () => {
    expect(getContrastRatio(theme.palette.info.contrastText, theme.palette.info.main)).toBeGreaterThanOrEqual(
      AA,
    );
    expect(getContrastRatio(theme.palette.warning.dark, '#ffffff')).toBeGreaterThanOrEqual(AA);
    expect(
      getContrastRatio(theme.palette.warning.contrastText, theme.palette.warning.main),
    ).toBeGreaterThanOrEqual(AA);
  });

  it('sets error text in a red that meets AA on white, under white text, and on a hovered button on the page', () => {
    const hoveredOnPage = blend(theme.palette.error.main, theme.palette.background.default, 0.04);
    for (const background of ['#ffffff', hoveredOnPage]) {
      expect(getContrastRatio(theme.palette.error.main, background)).toBeGreaterThanOrEqual(AA);
    }
    expect(
      getContrastRatio(theme.palette.error.contrastText, theme.palette.error.main),
    ).toBeGreaterThanOrEqual(AA);
  });

  it('makes text and outlined primary buttons use the dark orange for their text', () => {
    const root = theme.components?.MuiButton?.styleOverrides?.root as (props: object) => object;
    const primary = root({ ownerState: { color: 'primary', variant: 'outlined' }, theme }) as Record<
      string,
      unknown
    >;
    expect(primary['--variant-textColor']).toBe(PRIMARY_TEXT_COLOR);
    expect(primary['--variant-outlinedColor']).toBe(PRIMARY_TEXT_COLOR);
    // Hovered, a contained button keeps its dark text readable on a slightly darker orange.
    const hover = (primary['@media (hover: hover)'] as Record<string, Record<string, string>>)['&:hover']!;
    expect(
      getContrastRatio(theme.palette.primary.contrastText, hover['--variant-containedBg']!),
    ).toBeGreaterThanOrEqual(AA);
    expect(root({ ownerState: { color: 'error', variant: 'outlined' }, theme })).toEqual({});
  });
});
