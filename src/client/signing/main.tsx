import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SigningToaster } from './signing-toast.tsx';
import { readSigningToken } from './signing-api.ts';
import { SigningPage } from './signing-page.tsx';
import '../styles/tokens.css';
import '../styles/base.css';
import '../components/ui/ui.css';
import './signing.css';

/**
 * The customer's signing page (/sign/{link} and /quote-preview/{link}): its own entry, so a
 * customer's phone downloads none of the staff app, its router, query cache or zod. It shares
 * only the document view and a few small UI pieces with it.
 */
const container = document.getElementById('root');
if (!container) throw new Error('sign.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <SigningPage token={readSigningToken(window.location.pathname)} />
    <SigningToaster />
  </StrictMode>,
);
