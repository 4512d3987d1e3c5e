import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { Logo } from '../../features/header/logo';
import { LanguageSwitcher } from '../../features/header/language-switcher';

/** A plain page with the logo and language switch only (the about page). */
export function SimpleLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.paper' }}>
      <Container
        maxWidth="md"
        sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', py: 2 }}
      >
        <Logo />
        <LanguageSwitcher />
      </Container>
      <Container component="main" id="main" maxWidth="md" sx={{ py: 3 }}>
        {children}
      </Container>
    </Box>
  );
}
