import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './shared/ui/tokens.css';
import './shared/ui/base.css';
import './shared/ui/components.css';

const container = document.getElementById('root');
if (!container) {
  throw new Error('Missing #root element');
}

const root = createRoot(container);
// The first render as a transition: React then yields to the browser every few milliseconds
// instead of holding the main thread for the whole tree (a phone's long task, its blocking time).
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
