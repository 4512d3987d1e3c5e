import Box from '@mui/material/Box';

const STAR = 'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z';
const STAR_SIZE = 18;

function Stars({ color }: { color: string }) {
  return (
    <svg
      viewBox="0 0 120 24"
      width={STAR_SIZE * 5}
      height={STAR_SIZE}
      fill={color}
      aria-hidden="true"
      focusable="false"
    >
      {[0, 24, 48, 72, 96].map((x) => (
        <path key={x} d={STAR} transform={`translate(${x} 0)`} />
      ))}
    </svg>
  );
}

/**
 * Read-only stars filled to `rating` out of 5 (any fraction): two plain SVGs, the coloured one
 * clipped to the rating's width. Cards show dozens of these, so it renders a handful of elements
 * instead of the interactive rating input's hundreds.
 */
export function StarRating({ rating, label }: { rating: number; label: string }) {
  const filled = `${(Math.min(Math.max(rating, 0), 5) / 5) * 100}%`;
  return (
    <Box
      component="span"
      role="img"
      aria-label={label}
      sx={{ position: 'relative', display: 'inline-flex', flexShrink: 0, lineHeight: 0 }}
    >
      <Stars color="#e0e0e0" />
      <Box
        component="span"
        sx={{ position: 'absolute', inset: 0, overflow: 'hidden' }}
        style={{ width: filled }}
      >
        <Stars color="#faaf00" />
      </Box>
    </Box>
  );
}
