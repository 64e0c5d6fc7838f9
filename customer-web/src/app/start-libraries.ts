/**
 * The libraries the app's start builds on (React, React DOM, the router): src/main.tsx evaluates them in a task of
 * their own, and the app's own modules in the next, so neither holds the page for the time of both.
 */
export { createRoot, hydrateRoot } from 'react-dom/client';
export { BrowserRouter } from 'react-router';
