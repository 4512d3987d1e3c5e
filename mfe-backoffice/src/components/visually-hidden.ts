/**
 * Styles that hide an element from the eye but not from screen readers (live regions, labels).
 * Sizes in pixels as strings: in MUI's `sx` a bare `1` means 100%, which made each hidden box as
 * wide as the page and the page scroll sideways.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
