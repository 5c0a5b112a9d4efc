import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { startSession } from './providers/session';
import { createRouter, noteActivationMarker, Providers } from './App';

/** Back-office entry: read the activation marker, restore the session, then render the router. */
async function boot() {
  noteActivationMarker(); // before startSession, which removes the stored flag (spec §4)
  const router = createRouter();
  await startSession({ navigate: (path) => void router.navigate(path) });
  createRoot(document.getElementById('admin-root')!).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

void boot();
