import { type Member, type Role, useChangeRole, useMembers } from '@byline/api-client';
import { MEMBERS_TEXTS, MemberList, PageContainer } from '@byline/ui';
import { Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { PageMeta } from '../../pageMeta/PageMeta';
import { useSession } from '../../session/SessionProvider';
import { toastFailure, toastSuccess } from '../../toasts/toast';

/** How long typing pauses before the search is asked of the server. */
const SEARCH_DELAY_MS = 300;

/**
 * /members: the administrator's members page (docs/roles.md): search by name, newest first,
 * paged; each member's role can be changed (their own cannot). Anyone else sees the server's
 * refusal in place of the list.
 */
export function MembersRoute() {
  const { session } = useSession();
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search, SEARCH_DELAY_MS);
  const list = useMembers(searched);
  const changeRole = useChangeRole();
  const [changingId, setChangingId] = useState<number | null>(null);

  const change = (member: Member, role: Role) => {
    setChangingId(member.user_id);
    changeRole
      .trigger({ user_id: member.user_id, role })
      .then((changed) =>
        toastSuccess(
          MEMBERS_TEXTS.changed(changed.full_name, MEMBERS_TEXTS.roleLabels[changed.role]),
        ),
      )
      .catch((error) => toastFailure(error))
      .finally(() => setChangingId(null));
  };

  return (
    <PageContainer width="narrow">
      <PageMeta noindex title={MEMBERS_TEXTS.title} description={MEMBERS_TEXTS.description} />
      <Title order={1} mb="xs">
        {MEMBERS_TEXTS.title}
      </Title>
      <Text c="dimmed" mb="md">
        {MEMBERS_TEXTS.intro}
      </Text>
      <MemberList
        members={list.items}
        search={search}
        onSearchChange={setSearch}
        onChangeRole={change}
        changingId={changingId}
        currentUserId={session?.userId ?? null}
        loading={list.isLoading}
        error={list.error?.message ?? null}
        onRetry={list.revalidate}
        hasMore={list.hasMore}
        onLoadMore={list.loadMore}
        loadingMore={list.isLoadingMore && !list.isLoading}
      />
    </PageContainer>
  );
}
