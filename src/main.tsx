import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { listenForInstallPrompt } from './app/install-prompt.ts';
import { startServiceWorker } from './app/service-worker.ts';
import './ui/tokens.css';
import './app/base.css';
import './app/shell.css';
import './ui/shared.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks <div id="root">');

// Before the first render: the browser's install offer may come at any time after load.
listenForInstallPrompt();

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

startServiceWorker();
