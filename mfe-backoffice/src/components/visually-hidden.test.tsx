import Box from '@mui/material/Box';
import { render, screen } from '@testing-library/react';
import { visuallyHidden } from './visually-hidden';

it('hides a box in one pixel, also through MUI sx (where a bare 1 would mean 100%)', () => {
  render(
    <Box sx={visuallyHidden} data-testid="hidden">
      Saved.
    </Box>,
  );
  const style = getComputedStyle(screen.getByTestId('hidden'));
  expect(style.width).toBe('1px');
  expect(style.height).toBe('1px');
  expect(style.position).toBe('absolute');
});
