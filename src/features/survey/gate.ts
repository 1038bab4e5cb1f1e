import { checkRoles, SURVEY_BOSS_ROLE } from '../../components/Auth'

/** spec §6: only survey_boss (or admin, as every role check allows) sees the global survey. */
export const GLOBAL_SURVEY_ROLES = [SURVEY_BOSS_ROLE]

export const canSeeGlobalSurvey = (roles: string[]) => checkRoles(roles, GLOBAL_SURVEY_ROLES)
