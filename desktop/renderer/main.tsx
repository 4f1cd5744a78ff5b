import 'antd/dist/reset.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { followSessionAcrossTabs } from './features/session/session.store';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

followSessionAcrossTabs();
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
