import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import { Link as RouterLink } from '@storefront/shared';
import { lazy, Suspense, type ComponentProps } from 'react';
// Types only: the library itself loads lazily below.
import type { Components } from 'react-markdown';

// react-markdown (and its parser) load with the page that shows Markdown, not with the remote.
// It never renders raw HTML from the text, so article and page bodies cannot inject markup.
const ReactMarkdown = lazy(() => import('react-markdown'));

type AnchorProps = ComponentProps<'a'>;

/** Links inside the shop stay in the single-page app; others open safely in a new tab. */
function MarkdownLink({ href = '', children }: AnchorProps) {
  if (href.startsWith('/')) {
    return (
      <Link component={RouterLink} to={href}>
        {children}
      </Link>
    );
  }
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </Link>
  );
}

// The page's own title is its only h1: Markdown headings move one level down.
const components: Components = {
  a: ({ href, children }) => <MarkdownLink href={href}>{children}</MarkdownLink>,
  h1: ({ children }) => <h2>{children}</h2>,
  h2: ({ children }) => <h3>{children}</h3>,
  h3: ({ children }) => <h4>{children}</h4>,
};

export function MarkdownView({ markdown }: { markdown: string }) {
  return (
    <Box
      data-testid="markdown"
      sx={{
        lineHeight: 1.7,
        overflowWrap: 'anywhere',
        '& h2, & h3, & h4': { lineHeight: 1.3, mt: 3, mb: 1 },
        '& h2': { fontSize: '1.5rem' },
        '& h3': { fontSize: '1.25rem' },
        '& h4': { fontSize: '1.1rem' },
        '& p, & ul, & ol': { my: 1.5 },
        '& ul, & ol': { pl: 3 },
        '& table': { borderCollapse: 'collapse', width: '100%', display: 'block', overflowX: 'auto' },
        '& th, & td': { border: 1, borderColor: 'divider', p: 1, textAlign: 'left' },
        // A link inside a paragraph must not be told from the text by colour alone (WCAG 1.4.1).
        '& p a, & li a, & td a': { textDecoration: 'underline' },
        '& blockquote': { borderLeft: 4, borderColor: 'primary.main', m: 0, pl: 2, color: 'text.secondary' },
      }}
    >
      <Suspense fallback={<Skeleton variant="rounded" height={160} />}>
        <ReactMarkdown components={components}>{markdown}</ReactMarkdown>
      </Suspense>
    </Box>
  );
}
