import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { Logo } from '../../features/header/logo';
import { LanguageSwitcher } from '../../features/header/language-switcher';

/** Spec section 2: a centred narrow column for the sign-in pages. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        px: 2,
        py: 4,
      }}
    >
      <Box
        sx={{
          width: '100%',
          maxWidth: 440,
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          mb: 3,
        }}
      >
        <Logo />
        <LanguageSwitcher />
      </Box>
      <Paper
        component="main"
        id="main"
        variant="outlined"
        sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 } }}
      >
        {children}
      </Paper>
    </Box>
  );
}
