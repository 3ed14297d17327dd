// First: the CSP nonce must be in place before styled-components loads (security.md §1.4).
import './csp-nonce';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppServices } from './app/services';

const services = createAppServices();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App services={services} />
  </StrictMode>,
);
