import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { PasswordField } from '../../auth/shared/PasswordField';
import { ACCOUNT_TEXTS, FEEDBACK_TEXTS, VALIDATION_MESSAGES } from '../../constants';
import { useMessages } from '../../locale';
import { AccountSection } from '../AccountSection';
import { type AccountSubmit, answerUnderField } from '../types';

/** What happens to the person's published articles (and comments). */
export type DeletedArticlesChoice = 'keep' | 'remove';

export interface DeleteAccountValues {
  articles: DeletedArticlesChoice;
  /** The password that confirms it ('' for an account that signs in with Google or Apple). */
  password: string;
}

export interface DeleteAccountSectionProps {
  /** Deletes the account; may answer a field's message (a wrong password). */
  onDelete: AccountSubmit<DeleteAccountValues, 'password' | 'articles'>;
  /** False for an account that signs in with Google or Apple: the provider confirms instead. */
  passwordSignIn?: boolean;
  /** Opens with the dialog shown (stories). */
  defaultOpened?: boolean;
}

/**
 * Delete account: an explanation, then a dialog that asks what happens to the articles (kept
 * under "Deleted author", or removed) and the password, before anything is deleted.
 */
export function DeleteAccountSection({
  onDelete,
  passwordSignIn = true,
  defaultOpened = false,
}: DeleteAccountSectionProps) {
  const texts = useMessages(ACCOUNT_TEXTS);
  const feedback = useMessages(FEEDBACK_TEXTS);
  const validation = useMessages(VALIDATION_MESSAGES);
  const [opened, dialog] = useDisclosure(defaultOpened);
  const form = useForm<{ articles: DeletedArticlesChoice | ''; password: string }>({
    initialValues: { articles: '', password: '' },
    validate: {
      articles: (value) => (value === '' ? texts.choiceRequired : null),
      password: (value) => (passwordSignIn && value === '' ? validation.passwordRequired : null),
    },
  });
  const close = () => {
    if (form.submitting) return;
    form.reset();
    dialog.close();
  };

  return (
    <AccountSection name="delete" heading={texts.deleteHeading}>
      <Text size="sm" c="dimmed">
        {texts.deleteExplained}
      </Text>
      <Group>
        <Button
          color="var(--mantine-color-error)"
          variant="outline"
          onClick={dialog.open}
          leftSection={<IconTrash size={16} aria-hidden="true" />}
        >
          {texts.deleteButton}
        </Button>
      </Group>
      <Modal
        opened={opened}
        onClose={close}
        title={texts.deleteDialogTitle}
        centered
        closeButtonProps={{ 'aria-label': feedback.close }}
        // Not a banner landmark: the page behind the dialog has its own (axe: one banner).
        attributes={{ header: { role: 'none' } }}
      >
        <form
          noValidate
          onSubmit={form.onSubmit(
            answerUnderField(
              form,
              (values: { articles: DeletedArticlesChoice | ''; password: string }) =>
                onDelete({
                  articles: values.articles as DeletedArticlesChoice,
                  password: values.password,
                }),
              { keepValues: true },
            ),
          )}
        >
          <Stack gap="md">
            <Text size="sm">{texts.deleteExplained}</Text>
            <Radio.Group
              label={texts.deleteChoiceLabel}
              required
              {...form.getInputProps('articles')}
            >
              <Stack gap="xs" mt="xs">
                <Radio
                  value="keep"
                  label={texts.keepArticles}
                  description={texts.keepArticlesHint}
                />
                <Radio
                  value="remove"
                  label={texts.removeArticles}
                  description={texts.removeArticlesHint}
                />
              </Stack>
            </Radio.Group>
            {passwordSignIn ? (
              <PasswordField
                label={texts.deletePasswordLabel}
                autoComplete="current-password"
                required
                {...form.getInputProps('password')}
              />
            ) : (
              <Text size="sm" c="dimmed">
                {texts.deleteProviderHint}
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={form.submitting}>
                {texts.cancel}
              </Button>
              <Button type="submit" loading={form.submitting}>
                {texts.confirmDelete}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </AccountSection>
  );
}
