import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The faces the browser's Khmer pages declare (shared/src/theme/khmer-font.ts). */
const FACES = ['@fontsource/noto-sans-khmer/400.css', '@fontsource/noto-sans-khmer/700.css'];

/**
 * Noto Sans Khmer's @font-face rules for a server-rendered Khmer page, pointing at the font files
 * the shell's build emitted (dist/assets/<name>.<hash>.<ext>): the page's Khmer text is drawn in
 * its font from the first paint, not in a fallback until the script declares it.
 */
export function khmerFontCss(distDir: string): string {
  const requireFromShared = createRequire(require.resolve('@storefront/shared/package.json'));
  const assets = readdirSync(path.join(distDir, 'assets'));
  return FACES.map((face) =>
    readFileSync(requireFromShared.resolve(face), 'utf8').replace(
      /url\(\.\/files\/([^.)]+)\.(woff2?)\)/g,
      (original, name: string, extension: string) => {
        const emitted = assets.find((file) => file.startsWith(`${name}.`) && file.endsWith(`.${extension}`));
        return emitted ? `url(/assets/${emitted})` : original;
      },
    ),
  )
    .join('')
    .replace(/\/\*[\s\S]*?\*\//g, '');
}
