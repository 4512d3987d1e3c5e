import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Shown while the session starts or a page's code and translations load. Its label is not
 * translated: it renders before any translation file has arrived. */
export function PageSpinner({ minHeight = '50vh' }: { minHeight?: string | number }) {
  return (
    <Box aria-busy="true" sx={{ display: 'grid', placeItems: 'center', minHeight }}>
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}
