import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import './devanagari-font';
import { loadSettings } from './lib/settings';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

// The kitchen time zone and the tax label come from the server before the first screen shows them.
await loadSettings();

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
