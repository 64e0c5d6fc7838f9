// Dish names and descriptions may be in Hindi (entered in the dish form): the console draws them with the same
// Devanagari face as the customer site instead of whatever the admin's system has (often nothing: empty boxes).
// Only the Devanagari subset; the browser fetches it when a page first shows Hindi text (unicode-range).
import '@fontsource/noto-sans-devanagari/devanagari-400.css';
import '@fontsource/noto-sans-devanagari/devanagari-600.css';
