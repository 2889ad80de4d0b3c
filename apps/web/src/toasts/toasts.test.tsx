import { ApiError, ERROR_MESSAGES, SUCCESS_MESSAGES } from '@byline/api-client';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ToastContainer } from './ToastContainer';
import { isSessionRefusal, toastSuccess } from './toast';
import { useErrorToast } from './useErrorToast';

/** A failed news read, as the client reports one when the server could not be reached. */
const unreachable = () =>
  new ApiError({ kind: 'network', endpoint: 'newsList', message: ERROR_MESSAGES.newsLoad });

/** A page whose read fails, and that can fail again the same way. */
function FailingRead() {
  const [error, setError] = useState<ApiError | null>(unreachable);
  useErrorToast(error);
  return (
    <button type="button" onClick={() => setError(unreachable())}>
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
    renderWithToasts(<FailingRead />);
    expect(await screen.findByText(ERROR_MESSAGES.newsLoad)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Fail again with the same message' }));
    expect(screen.getAllByText(ERROR_MESSAGES.newsLoad)).toHaveLength(1);
  });

  it('raised before the container has loaded appear once it has', async () => {
    toastSuccess(SUCCESS_MESSAGES.draftDeleted);
    renderWithToasts(null);
    expect(await screen.findByText(SUCCESS_MESSAGES.draftDeleted)).toBeInTheDocument();
  });

  it('stay quiet for a refused session, whose end says so once elsewhere', async () => {
    const refused = new ApiError({
      kind: 'unauthenticated',
      endpoint: 'drafts',
      message: 'Session refused',
      serverMessage: 'Session refused',
    });
    const failed = new ApiError({
      kind: 'http',
      endpoint: 'drafts',
      message: ERROR_MESSAGES.draftsRejected,
    });
    expect(isSessionRefusal(refused)).toBe(true);
    expect(isSessionRefusal(new Error(ERROR_MESSAGES.draftSave, { cause: refused }))).toBe(true);
    expect(isSessionRefusal(failed)).toBe(false);
    expect(isSessionRefusal(new Error(ERROR_MESSAGES.draftSave, { cause: failed }))).toBe(false);

    function Page() {
      useErrorToast(refused);
      useErrorToast(failed);
      return null;
    }
    renderWithToasts(<Page />);
    expect(await screen.findByText(ERROR_MESSAGES.draftsRejected)).toBeInTheDocument();
    expect(screen.queryByText('Session refused')).toBeNull();
  });
});
