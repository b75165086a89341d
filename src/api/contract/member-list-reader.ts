import { mask } from 'superstruct';
import { readMemberListFast } from './member-list-fast-reader';
import { MemberList, type MemberRow } from './members';

export { readMemberListFast };

/** MemberList's mask: the rows of the contract, or superstruct's StructError saying what is wrong. */
export function readMemberList(data: unknown): MemberRow[] {
  return readMemberListFast(data) ?? mask(data, MemberList);
}
