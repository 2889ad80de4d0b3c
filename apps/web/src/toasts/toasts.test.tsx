import { ApiError } from '@byline/api-client';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ToastContainer } from './ToastContainer';
import { isSessionRefusal, toastSuccess } from './toast';
import { useErrorToast } from './useErrorToast';

/** A page whose read fails with `message`, and that can fail again with the same message. */
function FailingRead({ message }: { message: string }) {
  const [error, setError] = useState<{ message: string } | null>({ message });
  useErrorToast(error);
  return (
    <button type="button" onClick={() => setError({ message })}>
      Fail again with the same message
    </button>
  );
}

const renderWithToasts = (page: React.ReactNode) =>
  render(
    <MantineProvider>
      <ToastContainer />
      {page}
    </MantineProvider>,
  );

describe('toasts', () => {
  // jsdom has no media queries; Mantine's transitions ask for reduced motion.
  beforeAll(() => {
    window.matchMedia ??= (media: string) =>
      ({ matches: false, media, addEventListener() {}, removeEventListener() {} }) as never;
  });

  it("show a failed read's message once, however often the page renders", async () => {
    renderWithToasts(<FailingRead message="Unable to load news. Please try again." />);
    expect(await screen.findByText('Unable to load news. Please try again.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Fail again with the same message' }));
    expect(screen.getAllByText('Unable to load news. Please try again.')).toHaveLength(1);
  });

  it('raised before the container has loaded appear once it has', async () => {
    toastSuccess('Draft deleted successfully.');
    renderWithToasts(null);
    expect(await screen.findByText('Draft deleted successfully.')).toBeInTheDocument();
  });

  it('stay quiet for a refused session, whose end says so once elsewhere', async () => {
    const refused = new ApiError({ kind: 'unauthenticated', endpoint: 'drafts', message: 'Nope' });
    const failed = new ApiError({ kind: 'http', endpoint: 'drafts', message: 'Failed to fetch' });
    expect(isSessionRefusal(refused)).toBe(true);
    expect(isSessionRefusal(new Error('Failed to save draft', { cause: refused }))).toBe(true);
    expect(isSessionRefusal(failed)).toBe(false);
    expect(isSessionRefusal(new Error('Failed to save draft', { cause: failed }))).toBe(false);

    function Page() {
      useErrorToast(refused);
      useErrorToast(failed);
      return null;
    }
    renderWithToasts(<Page />);
    expect(await screen.findByText('Failed to fetch')).toBeInTheDocument();
    expect(screen.queryByText('Nope')).toBeNull();
  });
});
