import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { Footer } from '../../features/footer/footer';
import { Header } from '../../features/header/header';

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
      <Footer />
    </Box>
  );
}
