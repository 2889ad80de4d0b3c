import type { Member, Role } from '@byline/api-client/contract';
import { Anchor, Avatar, Badge, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { defaultAvatarUrl } from '../../assets';
import { PagedList, type PagedListState } from '../../community/PagedList/PagedList';
import { MEMBERS_TEXTS } from '../../constants';
import { AppLink, useUrls } from '../../link';
import { useFormatters, useMessages } from '../../locale';
import { useMediaUrl } from '../../media';
import classes from './MemberList.module.css';

export interface MemberListProps extends PagedListState {
  /** The members loaded so far, newest first. */
  members?: readonly Member[];
  /** The name searched for, as typed. */
  search: string;
  onSearchChange: (search: string) => void;
  /** The administrator chose another role for a member. */
  onChangeRole: (member: Member, role: Role) => void;
  /** The member whose role change is on its way: their picker waits. */
  changingId?: number | null;
  /** The signed-in administrator: their own role is not theirs to change. */
  currentUserId?: number | null;
}

/**
 * The administrator's members page body (docs/roles.md): a name search, then each member with
 * their picture, name (linking to their profile), when they joined and a role picker; load more,
 * loading, empty, no-match and error states.
 */
export function MemberList({
  members = [],
  search,
  onSearchChange,
  onChangeRole,
  changingId = null,
  currentUserId = null,
  ...state
}: MemberListProps) {
  const texts = useMessages(MEMBERS_TEXTS);
  const format = useFormatters();
  const urls = useUrls();
  const mediaUrl = useMediaUrl();
  const searched = search.trim();
  const roleOptions = Object.entries(texts.roleLabels).map(([value, label]) => ({ value, label }));
  return (
    <Stack gap="md">
      <TextInput
        type="search"
        label={texts.search}
        placeholder={texts.searchPlaceholder}
        value={search}
        onChange={(event) => onSearchChange(event.currentTarget.value)}
      />
      <PagedList
        {...state}
        count={members.length}
        label={texts.list}
        loadingLabel={texts.loading}
        errorTitle={texts.loadError}
        emptyMessage={searched === '' ? texts.empty : texts.noMatch(searched)}
        loadMoreLabel={texts.loadMore}
      >
        {members.map((member) => {
          const own = member.user_id === currentUserId;
          return (
            <Group key={member.user_id} component="li" gap="md" wrap="nowrap" py="sm" px="xs">
              <Avatar
                src={mediaUrl(member.user_profile) ?? defaultAvatarUrl}
                alt=""
                size={40}
                radius="xl"
              />
              <Stack gap={2} className={classes.body}>
                <Group gap="xs">
                  <Anchor
                    component={AppLink}
                    href={urls.authorProfile(member.user_id)}
                    fw={600}
                    size="sm"
                    className={classes.name}
                  >
                    {member.full_name}
                  </Anchor>
                  {own && (
                    <Badge size="xs" variant="light">
                      {texts.you}
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed" component="time" dateTime={member.joined_at}>
                  {texts.joined(format.date(member.joined_at))}
                </Text>
              </Stack>
              <NativeSelect
                className={classes.role}
                size="sm"
                aria-label={texts.roleOf(member.full_name)}
                data={roleOptions}
                value={member.role}
                disabled={own || changingId === member.user_id}
                onChange={(event) => {
                  const role = event.currentTarget.value as Role;
                  if (role !== member.role) onChangeRole(member, role);
                }}
              />
            </Group>
          );
        })}
      </PagedList>
    </Stack>
  );
}
