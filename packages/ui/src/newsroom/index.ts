export { MemberList, type MemberListProps } from './MemberList/MemberList';
