import { ERROR_MESSAGES, SERVER_MESSAGES } from '@byline/api-client/contract';
import { fixtures } from '@byline/api-client/mocks';
import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { PROFILE_TEXTS, VALIDATION_MESSAGES } from '../../constants';
import { atWidth, reviewViewportParameters, withStayLinks } from '../../testing/authoring.mocks';
import { labelStartingWith } from '../../testing/layout.mocks';
import { EditProfileForm } from './EditProfileForm';

const profile = fixtures.currentUser;

const meta = {
  title: 'Profile/EditProfileForm',
  component: EditProfileForm,
  args: { profile, onSubmit: fn(), onBuyCoins: fn() },
  parameters: reviewViewportParameters,
  decorators: [
    withStayLinks,
    (Story) => (
      <Box p="md">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof EditProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

const pngFile = () =>
  new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47])], 'portrait.png', { type: 'image/png' });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: PROFILE_TEXTS.back })).toHaveAttribute(
      'href',
      '/profile',
    );
    await expect(canvas.getByLabelText(labelStartingWith(PROFILE_TEXTS.nameLabel))).toHaveValue(
      profile.full_name,
    );
    await expect(canvas.getByLabelText(PROFILE_TEXTS.emailLabel)).toHaveAttribute('readonly');
    await expect(canvas.getByLabelText(PROFILE_TEXTS.phoneLabel)).toHaveAttribute('readonly');
    await expect(canvas.getByLabelText(PROFILE_TEXTS.bioLabel)).toHaveValue(profile.author_bio);
    const avatar = canvas.getByTestId('profile-avatar');
    await expect(avatar.getBoundingClientRect().width).toBe(150);
    await expect(fileInput(canvasElement)).toHaveAttribute('accept', 'image/*');
  },
};

export const EmptyNameWarning: Story = {
  name: 'Empty name, warned',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText(labelStartingWith(PROFILE_TEXTS.nameLabel)));
    await userEvent.click(canvas.getByRole('button', { name: PROFILE_TEXTS.saveButton }));
    await expect(await canvas.findByText(VALIDATION_MESSAGES.fullNameRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A picked image previews at once and is sent with the trimmed name and bio. */
export const PickImageAndSave: Story = {
  name: 'Picture picked and saved',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const file = pngFile();
    await userEvent.upload(fileInput(canvasElement), file);
    const preview = await canvas.findByRole('img', { name: PROFILE_TEXTS.avatarPreviewAlt });
    await expect(preview.getAttribute('src')).toMatch(/^blob:/);
    const name = canvas.getByLabelText(labelStartingWith(PROFILE_TEXTS.nameLabel));
    await userEvent.clear(name);
    await userEvent.type(name, '  Amara O.  ');
    await userEvent.click(canvas.getByRole('button', { name: PROFILE_TEXTS.saveButton }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      full_name: 'Amara O.',
      author_bio: profile.author_bio,
      x_handle: profile.x_handle,
      fediverse_handle: profile.fediverse_handle,
      user_profile: file,
    });
  },
};

/** A file that is not an image is refused with a message, even past the picker's filter. */
export const RejectsNonImage: Story = {
  name: 'Non-image file refused',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(fileInput(canvasElement), { target: { files: [text] } });
    await expect(await canvas.findByText(PROFILE_TEXTS.avatarNotImage)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: PROFILE_TEXTS.saveButton }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      full_name: profile.full_name,
      author_bio: profile.author_bio,
      x_handle: profile.x_handle,
      fediverse_handle: profile.fediverse_handle,
    });
  },
};

/** A handle X could not have is warned of before saving; a pasted profile link is kept as the handle. */
export const XHandle: Story = {
  name: 'X handle, checked and normalised',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const handle = canvas.getByLabelText(PROFILE_TEXTS.xHandleLabel);
    await expect(handle).toHaveValue(profile.x_handle);
    await userEvent.clear(handle);
    await userEvent.type(handle, '@not-a-handle');
    await userEvent.click(canvas.getByRole('button', { name: PROFILE_TEXTS.saveButton }));
    await expect(await canvas.findByText(PROFILE_TEXTS.xHandleInvalid)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(handle);
    await userEvent.type(handle, 'https://x.com/harbour_notes');
    await userEvent.click(canvas.getByRole('button', { name: PROFILE_TEXTS.saveButton }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      full_name: profile.full_name,
      author_bio: profile.author_bio,
      x_handle: 'harbour_notes',
      fediverse_handle: profile.fediverse_handle,
    });
  },
};

/**
 * The fediverse handle: shown with the site's host, a handle the fediverse could not have is
 * warned of before saving, and one typed with "@" and capitals is kept lower-case without it.
 */
export const FediverseHandle: Story = {
  name: 'Fediverse handle, checked and normalised',
  args: { fediverseHost: 'news.example' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const handle = canvas.getByLabelText(labelStartingWith(PROFILE_TEXTS.fediverseHandleLabel));
    await expect(handle).toHaveValue(profile.fediverse_handle);
    await expect(canvas.getByText('@news.example')).toBeVisible();
    await userEvent.clear(handle);
    await userEvent.type(handle, 'ada.news');
    await userEvent.click(canvas.getByRole('button', { name: PROFILE_TEXTS.saveButton }));
    await expect(await canvas.findByText(PROFILE_TEXTS.fediverseHandleInvalid)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(handle);
    await userEvent.type(handle, ' @Ada_News ');
    await userEvent.click(canvas.getByRole('button', { name: PROFILE_TEXTS.saveButton }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      full_name: profile.full_name,
      author_bio: profile.author_bio,
      x_handle: profile.x_handle,
      fediverse_handle: 'ada_news',
    });
  },
};

export const BuyCoinsPlaceholder: Story = {
  name: 'Buy Coins placeholder',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: PROFILE_TEXTS.buyCoinsButton }));
    await expect(canvas.getByRole('status')).toHaveTextContent(PROFILE_TEXTS.buyCoinsPlaceholder);
    await expect(args.onBuyCoins).toHaveBeenCalledOnce();
  },
};

export const Saving: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: PROFILE_TEXTS.saveButton });
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('data-loading', 'true'));
  },
};

/** No profile picture: the packaged default avatar. */
export const MissingImage: Story = {
  name: 'Missing picture',
  args: { profile: { ...profile, user_profile: null, user_mobile_no: null } },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: PROFILE_TEXTS.avatarAlt });
    await expect(image.getAttribute('src')).toMatch(/default-avatar|^data:image\/svg/);
  },
};

export const Loading: Story = { args: { loading: true } };

/** The read failed without a reason: the product's sentence is the title. */
export const ErrorState: Story = {
  name: 'Error',
  args: {
    profile: undefined,
    error: ERROR_MESSAGES.profileFetchEdit,
    errorTitle: ERROR_MESSAGES.profileFetchEdit,
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(ERROR_MESSAGES.profileFetchEdit);
    await expect(alert).not.toHaveTextContent(PROFILE_TEXTS.loadError);
  },
};

/** The server said why: its reason under the product's title. */
export const ErrorWithReason: Story = {
  name: 'Error with the server’s reason',
  args: {
    profile: undefined,
    error: SERVER_MESSAGES.userNotFound,
    errorTitle: ERROR_MESSAGES.profileFetchEdit,
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(ERROR_MESSAGES.profileFetchEdit);
    await expect(alert).toHaveTextContent(SERVER_MESSAGES.userNotFound);
  },
};

export const LongText: Story = {
  args: {
    profile: {
      ...profile,
      full_name: 'Amara Chiamaka Okafor-Whitfield de la Fontaine',
      author_bio: `${profile.author_bio}\n\n`.repeat(5).trim(),
      user_email: 'amara.chiamaka.okafor-whitfield.delafontaine@newsroom.byline.example',
    },
  },
};

export const SmallScreen: Story = { globals: atWidth('small') };
export const MediumScreen: Story = { globals: atWidth('medium') };
export const LargeScreen: Story = { globals: atWidth('large') };
