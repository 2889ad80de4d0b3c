import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { BrowserRouter, Link, Route, Routes, useLocation, useNavigate } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installPopGuard } from '../../../app/popGuard';
import { useLeaveGuard } from './useLeaveGuard';

let unsaved = true;

function Editor() {
  const guard = useLeaveGuard(() => unsaved);
  const navigate = useNavigate();
  return (
    <>
      <Link to="/elsewhere">A link away</Link>
      <button type="button" onClick={() => navigate('/elsewhere')}>
        Navigate away
      </button>
      {guard.asking && (
        <div role="dialog" aria-label="Leave?">
          <button type="button" onClick={guard.stay}>
            Keep writing
          </button>
          <button type="button" onClick={guard.leave}>
            Go anyway
          </button>
        </div>
      )}
    </>
  );
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderApp() {
  render(
    <BrowserRouter>
      <Where />
      <Routes>
        <Route path="/editor" element={<Editor />} />
        <Route path="*" element={<Link to="/editor">To the editor</Link>} />
      </Routes>
    </BrowserRouter>,
  );
}

const where = () => screen.getByTestId('where').textContent;

// As main.tsx does, before any router listens.
beforeAll(() => installPopGuard());

afterEach(() => {
  unsaved = true;
});

describe('useLeaveGuard', () => {
  it('holds a link back while something is unsaved, and follows it on Leave', async () => {
    window.history.replaceState(null, '', '/editor');
    renderApp();
    fireEvent.click(screen.getByText('A link away'));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(where()).toBe('/editor');
    fireEvent.click(screen.getByText('Keep writing'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(where()).toBe('/editor');

    fireEvent.click(screen.getByText('Navigate away'));
    fireEvent.click(await screen.findByText('Go anyway'));
    await waitFor(() => expect(where()).toBe('/elsewhere'));
  });

  it('lets the author go at once when everything is saved', async () => {
    unsaved = false;
    window.history.replaceState(null, '', '/editor');
    renderApp();
    fireEvent.click(screen.getByText('A link away'));
    await waitFor(() => expect(where()).toBe('/elsewhere'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('holds Back: the page stays until the author answers', async () => {
    window.history.replaceState(null, '', '/start');
    renderApp();
    fireEvent.click(screen.getByText('To the editor'));
    await waitFor(() => expect(where()).toBe('/editor'));
    act(() => window.history.back());
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(where()).toBe('/editor');
    await waitFor(() => expect(window.location.pathname).toBe('/editor'));
    fireEvent.click(screen.getByText('Go anyway'));
    await waitFor(() => expect(where()).toBe('/start'));
  });

  it('asks the browser to confirm closing the tab only while something is unsaved', () => {
    window.history.replaceState(null, '', '/editor');
    renderApp();
    const asked = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(asked);
    expect(asked.defaultPrevented).toBe(true);
    unsaved = false;
    const notAsked = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(notAsked);
    expect(notAsked.defaultPrevented).toBe(false);
  });
});
