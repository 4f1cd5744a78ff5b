import 'antd/dist/reset.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { z } from 'zod';
import { fieldErrorMap } from '@shared/contracts/field-messages';
import { App } from './app/app';
import { followSessionAcrossTabs, restoreSession } from './features/session/session.store';

// Every schema a screen parses words its messages as the API does: "Title must be at most 255 characters".
z.config({ customError: fieldErrorMap });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Started here, outside React, so StrictMode's double effects cannot send the refresh cookie twice.
void restoreSession();
followSessionAcrossTabs();
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
