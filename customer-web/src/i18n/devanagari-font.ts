// Only the Devanagari subset, two weights (body text and the bold headings fall back to the 600 face);
// imported with the Hindi messages, so English visitors never download it. Both faces use font-display: swap.
import '@fontsource/noto-sans-devanagari/devanagari-400.css';
import '@fontsource/noto-sans-devanagari/devanagari-600.css';
