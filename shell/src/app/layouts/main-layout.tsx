import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { selectIsSignedIn, useAfterFirstPaint, useNearViewport } from '@storefront/shared';
import { Suspense, lazy, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Header } from '../../features/header/header';

// The footer starts below the fold: its code (forms and their validation included) loads when the
// shopper comes near it, so it never competes with the page's own content for the network.
const Footer = lazy(() => import('../../features/footer/footer'));
// Floating, for signed-in shoppers: loaded once the browser is idle after the first paint.
const MessagesLauncher = lazy(() => import('../../features/messages/messages-launcher'));

/** The footer's place, the same colour, until its code is loaded. */
function FooterPlaceholder({ near }: { near?: (node: HTMLDivElement | null) => void }) {
  return <Box ref={near} sx={{ bgcolor: '#1f2937', minHeight: 560, mt: 4 }} aria-hidden />;
}

/** The footer, drawn when the shopper comes near it. Its own component: that update re-renders it
 * alone, not the header and page beside it. */
function LayoutFooter() {
  // Not before it is on screen: the main area is a screen tall, so while a page is still loading
  // the footer would otherwise count as near and compete with the page for the network.
  const [footerRef, footerNear] = useNearViewport<HTMLDivElement>('0px');
  const signedIn = useSelector(selectIsSignedIn);
  return footerNear ? (
    <Suspense fallback={<FooterPlaceholder />}>
      <Footer roomForMessagesButton={signedIn} />
    </Suspense>
  ) : (
    <FooterPlaceholder near={footerRef} />
  );
}

/** The messages button, for signed-in shoppers, once the browser is idle after the first paint. */
function IdleMessagesLauncher() {
  const idle = useAfterFirstPaint();
  const signedIn = useSelector(selectIsSignedIn);
  return idle && signedIn ? (
    <Suspense fallback={null}>
      <MessagesLauncher />
    </Suspense>
  ) : null;
}

export function MainLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Header />
      {/* At least a screen tall, so the footer starts below the fold and does not jump when the
          page's content arrives (layout shift). */}
      <Container
        component="main"
        id="main"
        maxWidth="xl"
        sx={{ flex: 1, minHeight: '100vh', py: { xs: 2, md: 3 } }}
      >
        {children}
      </Container>
      <LayoutFooter />
      <IdleMessagesLauncher />
    </Box>
  );
}
