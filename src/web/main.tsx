import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { INITIAL_SPINNER_MS } from '@shared/constants';
import { App } from './app/app';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// index.html paints the spinner; the app replaces it once the first 200 ms are over.
const wait = Math.max(0, INITIAL_SPINNER_MS - performance.now());
setTimeout(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}, wait);
