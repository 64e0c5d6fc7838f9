/**
 * Styles that hide text from the eye but keep it for screen readers.
 * Sizes are strings on purpose: in MUI `sx` a number 1 means 100%, which made the hidden text as wide as its
 * container and pushed /cart and /order-status sideways on a phone.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
