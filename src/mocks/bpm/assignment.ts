/**
 * Who a user task can go to (yudao BpmTaskAssignRuleServiceImpl): a rule names roles, departments, posts, users, user
 * groups or scripts, resolved against the organisation.
 */
import type { RuleRow } from './records'

// bpm_task_assign_rule_type
export const RULE_ROLE = 10 // 角色
export const RULE_DEPT_MEMBER = 20 // 部门的成员
export const RULE_DEPT_LEADER = 21 // 部门的负责人
export const RULE_POST = 22 // 岗位
export const RULE_USER = 30 // 用户
export const RULE_USER_GROUP = 40 // 用户组
export const RULE_SCRIPT = 50 // 自定义脚本
// bpm_task_assign_script
export const SCRIPT_START_USER = 10 // 流程发起人
export const SCRIPT_LEADER_1 = 20 // 流程发起人的一级领导
export const SCRIPT_LEADER_2 = 21 // 流程发起人的二级领导

/** The organisation the rules resolve against: users with their department, roles and posts; departments; groups. */
export interface Directory {
  users: { id: number; deptId?: number; roleIds: number[]; postIds: number[] }[]
  depts: { id: number; parentId: number; leaderUserId?: number }[]
  groups: { id: number; memberUserIds: number[] }[]
}
export const NO_DIRECTORY: Directory = { users: [], depts: [], groups: [] }

/** yudao calculateTaskCandidateUsers: whom a rule names for an instance started by `startUserId` (unknown users left out). */
export function candidates(org: Directory, rule: Pick<RuleRow, 'type' | 'options'>, startUserId: number): number[] {
  const picked = new Set(rule.options)
  const deptOf = (id: number | undefined) => org.depts.find((d) => d.id === id)
  /** 发起人的 n 级领导: the leader of the initiator's department, then of its parents (stopping at the top). */
  const leader = (level: number) => {
    let dept = deptOf(org.users.find((u) => u.id === startUserId)?.deptId)
    for (let i = 1; i < level && dept && deptOf(dept.parentId); i++) dept = deptOf(dept.parentId)
    return dept?.leaderUserId
  }
  const ids: (number | undefined)[] = (() => {
    switch (rule.type) {
      case RULE_ROLE:
        return org.users.filter((u) => u.roleIds.some((r) => picked.has(r))).map((u) => u.id)
      case RULE_DEPT_MEMBER:
        return org.users.filter((u) => u.deptId !== undefined && picked.has(u.deptId)).map((u) => u.id)
      case RULE_DEPT_LEADER:
        return org.depts.filter((d) => picked.has(d.id)).map((d) => d.leaderUserId)
      case RULE_POST:
        return org.users.filter((u) => u.postIds.some((p) => picked.has(p))).map((u) => u.id)
      case RULE_USER:
        return rule.options
      case RULE_USER_GROUP:
        return org.groups.filter((g) => picked.has(g.id)).flatMap((g) => g.memberUserIds)
      case RULE_SCRIPT:
        return rule.options.map((script) =>
          script === SCRIPT_START_USER
            ? startUserId
            : script === SCRIPT_LEADER_1
              ? leader(1)
              : script === SCRIPT_LEADER_2
                ? leader(2)
                : undefined,
        )
      default:
        return []
    }
  })()
  const known = new Set(org.users.map((u) => u.id))
  return [...new Set(ids)].filter((id): id is number => id !== undefined && known.has(id)).sort((a, b) => a - b)
}
