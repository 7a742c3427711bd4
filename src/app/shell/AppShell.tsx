import { Outlet } from 'react-router-dom';

/** The frame every screen sits in: side bar or bottom bar, top bar, toasts, login modal. */
export function AppShell() {
  return (
    <div className="app-shell">
      <main id="main" className="app-shell__main">
        <Outlet />
      </main>
    </div>
  );
}
