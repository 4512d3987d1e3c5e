import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** The page is the remote's alone (the back office draws its own bar and menu). */
export function BareLayout({ children }: { children: ReactNode }) {
  return <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>{children}</Box>;
}
