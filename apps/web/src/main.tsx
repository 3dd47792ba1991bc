import '@/app/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { loadPlatform } from '@/platform/native-shell';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');
const root = createRoot(container);

void loadPlatform().then((platform) =>
  root.render(
    <StrictMode>
      <App platform={platform} />
    </StrictMode>,
  ),
);
