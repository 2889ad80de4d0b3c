import { Button, Group, TextInput } from '@mantine/core';
import { type FormEvent, type Ref, useState } from 'react';
import { FOLLOWING_TEXTS } from '../../constants';
import { useMessages } from '../../locale';

export interface FollowRemoteFormProps {
  /** Follows the account the handle names; rejects with the reason to show under the field. */
  onFollow: (handle: string) => Promise<unknown>;
  /** Ref to the form. */
  ref?: Ref<HTMLFormElement>;
}

/** "Follow from here": a fediverse account's `@name@server`, and Follow. */
export function FollowRemoteForm({ onFollow, ref }: FollowRemoteFormProps) {
  const texts = useMessages(FOLLOWING_TEXTS);
  const [handle, setHandle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || handle.trim() === '') return;
    setBusy(true);
    setError(null);
    try {
      await onFollow(handle.trim());
      setHandle('');
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={ref} onSubmit={submit} noValidate aria-busy={busy}>
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={texts.handleLabel}
          placeholder={texts.handlePlaceholder}
          value={handle}
          onChange={(event) => {
            setHandle(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          autoComplete="off"
          spellCheck={false}
        />
        <Button type="submit" mt={25} loading={busy}>
          {texts.follow}
        </Button>
      </Group>
    </form>
  );
}
