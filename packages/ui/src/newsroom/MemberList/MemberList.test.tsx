import type { Member } from '@byline/api-client/contract';
import { fixtures } from '@byline/api-client/mocks';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MEMBERS_TEXTS } from '../../constants';
import { describeComponent, renderWithTheme } from '../../testing';
import { MemberList } from './MemberList';

afterEach(cleanup);

const members = fixtures.members;
const memberOf = (role: Member['role']) => {
  const found = members.find((member) => member.role === role);
  if (!found) throw new Error(`The fixtures need a ${role}`);
  return found;
};

describe('MemberList', () => {
  it("shows each member's role and asks the host to change it", () => {
    const onChangeRole = vi.fn();
    const reader = memberOf('reader');
    renderWithTheme(
      <MemberList
        members={members}
        search=""
        onSearchChange={() => {}}
        onChangeRole={onChangeRole}
      />,
    );
    const list = within(screen.getByRole('list', { name: MEMBERS_TEXTS.list }));
    expect(list.getAllByRole('listitem')).toHaveLength(members.length);
    const picker = list.getByRole('combobox', { name: MEMBERS_TEXTS.roleOf(reader.full_name) });
    expect((picker as HTMLSelectElement).value).toBe('reader');
    expect(
      within(picker).getByRole('option', { name: MEMBERS_TEXTS.roleLabels.editor }),
    ).toBeTruthy();
    fireEvent.change(picker, { target: { value: 'contributor' } });
    expect(onChangeRole).toHaveBeenCalledWith(reader, 'contributor');
  });

  it("keeps the administrator's own role and a role on its way out of reach", () => {
    const admin = memberOf('administrator');
    const author = memberOf('author');
    renderWithTheme(
      <MemberList
        members={members}
        search=""
        onSearchChange={() => {}}
        onChangeRole={() => {}}
        currentUserId={admin.user_id}
        changingId={author.user_id}
      />,
    );
    const picker = (name: string) =>
      screen.getByRole('combobox', { name: MEMBERS_TEXTS.roleOf(name) }) as HTMLSelectElement;
    expect(picker(admin.full_name).disabled).toBe(true);
    expect(picker(author.full_name).disabled).toBe(true);
    expect(picker(memberOf('editor').full_name).disabled).toBe(false);
    expect(screen.getByText(MEMBERS_TEXTS.you)).toBeTruthy();
  });

  it('says when a search matches nobody, and passes the search on', () => {
    const onSearchChange = vi.fn();
    renderWithTheme(
      <MemberList
        members={[]}
        search="zq"
        onSearchChange={onSearchChange}
        onChangeRole={() => {}}
      />,
    );
    expect(screen.getByText(MEMBERS_TEXTS.noMatch('zq'))).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: MEMBERS_TEXTS.search }), {
      target: { value: 'Lena' },
    });
    expect(onSearchChange).toHaveBeenCalledWith('Lena');
  });
});

describeComponent(MemberList, {
  props: { members, search: '', onSearchChange: () => {}, onChangeRole: () => {} },
});
