// @ts-expect-error: a webpack asset module (asset/resource): its default export is the file's URL.
import khmer400 from '@fontsource/noto-sans-khmer/files/noto-sans-khmer-khmer-400-normal.woff2';
// @ts-expect-error: as above.
import khmer700 from '@fontsource/noto-sans-khmer/files/noto-sans-khmer-khmer-700-normal.woff2';

/** The code points of @fontsource's Khmer subset of Noto Sans Khmer. */
const KHMER_SCRIPT = 'U+1780-17FF, U+19E0-19FF, U+200C-200D, U+25CC';

/**
 * Noto Sans Khmer for Khmer script only, declared by every page with its first render (declared
 * later, new faces of the font stack's first family make the browser lay out all the page's text
 * again). So Khmer text on an English page (a review, a shop's name) renders where the device has
 * no Khmer font, English text keeps the system font, and a face downloads only when a Khmer glyph
 * is drawn. (@fontsource's per-subset stylesheets carry no unicode-range, hence these rules.)
 */
export const khmerScriptFaces = [
  [400, khmer400 as string],
  [700, khmer700 as string],
].map(([weight, url]) => ({
  '@font-face': {
    fontFamily: 'Noto Sans Khmer',
    fontStyle: 'normal',
    fontDisplay: 'swap',
    fontWeight: weight,
    src: `url(${url}) format('woff2')`,
    unicodeRange: KHMER_SCRIPT,
  },
}));
