import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { selectIsSignedIn } from '@storefront/shared';
import { Suspense, lazy, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { useAfterFirstPaint } from '../../components/use-after-first-paint';
import { Header } from '../../features/header/header';

// Below the fold or floating: loaded once the browser is idle after the first paint.
const Footer = lazy(() => import('../../features/footer/footer'));
const MessagesLauncher = lazy(() => import('../../features/messages/messages-launcher'));

/** The footer's place, the same colour, while its code loads (it starts below the fold). */
const footerPlaceholder = <Box sx={{ bgcolor: '#1f2937', minHeight: 560, mt: 4 }} aria-hidden />;

export function MainLayout({ children }: { children: ReactNode }) {
  const idle = useAfterFirstPaint();
  const signedIn = useSelector(selectIsSignedIn);
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
      {idle ? <Suspense fallback={footerPlaceholder}>
          <Footer />
        </Suspense> : footerPlaceholder}
      {idle && signedIn && (
        <Suspense fallback={null}>
          <MessagesLauncher />
        </Suspense>
      )}
    </Box>
  );
}
